import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBlockFields } from '../../../../host/block-server/block-fields.server.ts';
import { BlockForm } from './BlockForm.tsx';

afterEach(cleanup);

const context = { pages: [], images: [] };

describe('BlockForm', () => {
  it("edits the hero's title in French and keeps its English", async () => {
    const fields = await loadBlockFields('hero');
    const onChange = vi.fn();
    render(<BlockForm fields={fields} value={{ title: { fr: 'Bonjour', en: 'Hello' } }} onChange={onChange} errors={[]} uiLang="fr" context={context} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Titre Français' }), { target: { value: 'Salut' } });
    expect(onChange).toHaveBeenCalledWith({ title: { fr: 'Salut', en: 'Hello' } });
  });
});
