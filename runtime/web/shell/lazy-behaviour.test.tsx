import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyBehaviour } from './lazy-behaviour.tsx';
import { wakeShell } from '../render/late/use-shell-awake.ts';

afterEach(cleanup);

describe('lazyBehaviour', () => {
  it('loads nothing and renders nothing before the shell wakes, then renders the loaded component', async () => {
    const seen: string[] = [];
    const load = vi.fn(async () => ({ label }: { label: string }) => (seen.push(label), null));
    const Behaviour = lazyBehaviour(load);
    const { container } = render(<div><Behaviour label="menu" /></div>);
    expect(load).not.toHaveBeenCalled();
    await act(async () => wakeShell());
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toContain('menu');
    expect(container.innerHTML).toBe('<div></div>');
  });

  it('loads at once when `now`, awake or not', async () => {
    vi.resetModules();
    const fresh = await import('./lazy-behaviour.tsx');
    const load = vi.fn(async () => () => null);
    const Behaviour = fresh.lazyBehaviour(load);
    await act(async () => render(<Behaviour now />));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
