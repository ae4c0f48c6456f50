import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Type } from '@sinclair/typebox';
import type { BlockDeclaration } from '../../engine/blocks/block-declaration.ts';
import { defineBlock } from '../blocks/define-block.ts';
import type { AnyBlockDefinition } from '../blocks/define-block.ts';
import { renderLayout } from './render-layout.tsx';
import type { LayoutNode } from './layout-node.ts';

const HeadingSchema = Type.Object({ text: Type.String() });
const headingBlock: BlockDeclaration<typeof HeadingSchema> = { type: 'heading', schema: HeadingSchema };
const BrokenSchema = Type.Object({});
const brokenBlock: BlockDeclaration<typeof BrokenSchema> = { type: 'broken', schema: BrokenSchema };

const heading = defineBlock<typeof headingBlock>({
  messages: { fr: {}, en: {} },
  component: ({ props, slots }) => (
    <section>
      <h2>{props.text}</h2>
      {slots.body}
    </section>
  ),
});

const broken = defineBlock<typeof brokenBlock>({
  messages: { fr: {}, en: {} },
  component: () => {
    throw new Error('boom');
  },
});

const definitions = {
  definitions: new Map<string, AnyBlockDefinition>([
    ['heading', heading],
    ['broken', broken],
  ]),
  staticTypes: new Set<string>(),
};

afterEach(cleanup);

describe('renderLayout', () => {
  it('renders blocks in order and recurses into slots', () => {
    const layout: LayoutNode[] = [
      { key: '0', type: 'heading', props: { text: 'Outer' }, slots: { body: [{ key: '0.body.0', type: 'heading', props: { text: 'Inner' } }] } },
      { key: '1', type: 'heading', props: { text: 'Second' } },
    ];
    render(<main>{renderLayout(layout, definitions, { dev: false })}</main>);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Outer', 'Inner', 'Second']);
  });

  it('shows a placeholder for an unknown type in development and logs once', () => {
    const log = vi.fn();
    render(<main>{renderLayout([{ key: '0', type: 'mystery', props: {} }], definitions, { dev: true, log })}</main>);
    expect(screen.getByRole('note').textContent).toContain('mystery');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for an unknown type in production, still logging', () => {
    const log = vi.fn();
    const { container } = render(<main>{renderLayout([{ key: '3', type: 'ghost', props: {} }], definitions, { dev: false, log })}</main>);
    expect(container.querySelector('main')!.childElementCount).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ghost'));
  });

  it('keeps the page when one block throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const layout: LayoutNode[] = [
      { key: '0', type: 'broken', props: {} },
      { key: '1', type: 'heading', props: { text: 'Still here' } },
    ];
    render(<main>{renderLayout(layout, definitions, { dev: false })}</main>);
    expect(screen.getByRole('heading').textContent).toBe('Still here');
    expect(screen.queryByRole('note')).toBeNull();
    spy.mockRestore();
  });

  it('shows a block problem found by the loader only in development', () => {
    const layout: LayoutNode[] = [{ key: '0', type: 'heading', props: {}, problem: 'invalid props: /text: Expected string' }];
    render(<main>{renderLayout(layout, definitions, { dev: true })}</main>);
    expect(screen.getByRole('note').textContent).toContain('Expected string');
  });
});
