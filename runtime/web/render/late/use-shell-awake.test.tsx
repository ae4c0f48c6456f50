import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fresh copy of the module (its state is the page's: once awake, awake for good). */
let shellAwake: typeof import('./use-shell-awake.ts');
beforeEach(async () => {
  vi.resetModules();
  shellAwake = await import('./use-shell-awake.ts');
});

function Probe() {
  return <p>{shellAwake.useShellAwake() ? 'awake' : 'asleep'}</p>;
}

describe('useShellAwake', () => {
  it('is asleep on the server, whatever happened in the process', () => {
    shellAwake.wakeShell();
    expect(renderToString(<Probe />)).toBe('<p>asleep</p>');
  });

  it('wakes on the first interaction with the page', () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('asleep');
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    expect(container.textContent).toBe('awake');
  });

  it('wakes at the browser\'s first idle moment without any interaction', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('asleep');
    act(() => idle?.());
    expect(container.textContent).toBe('awake');
  });
});
