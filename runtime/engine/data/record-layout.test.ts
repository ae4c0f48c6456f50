import { describe, expect, it } from 'vitest';
import { recordLayout } from './record-layout.ts';

const coach = {
  id: 1,
  title: 'Autocar grand tourisme, 63 places',
  subtitle: 'Notre plus grande capacité',
  summary: 'Pour les grands groupes.',
  html: '<p>Norme Euro VI.</p>',
  image: { src: '/media/fleet/coach.svg', alt: 'Autocar bleu', width: 800, height: 500 },
  features: [{ label: 'Places', value: '63 <assises>' }],
};

describe('recordLayout', () => {
  it('opens with a hero carrying the title, then the text, features and image', () => {
    const layout = recordLayout(coach);
    expect(layout[0]).toEqual({ type: 'hero', props: { title: coach.title, subtitle: coach.subtitle } });
    expect(layout[1]!.type).toBe('image-text');
    expect(layout[1]!.props.html).toBe('<p>Norme Euro VI.</p><ul><li><strong>Places</strong> : 63 &lt;assises&gt;</li></ul>');
    expect(layout[1]!.props.image).toEqual(coach.image);
  });
  it('falls back to rich text without an image, and to nothing without a title', () => {
    expect(recordLayout({ title: 'Minibus', summary: 'Neuf places.' })).toEqual([
      { type: 'hero', props: { title: 'Minibus', subtitle: 'Neuf places.' } },
      { type: 'rich-text', props: { html: '<p>Neuf places.</p>' } },
    ]);
    expect(recordLayout({ id: 3 })).toEqual([]);
  });
});
