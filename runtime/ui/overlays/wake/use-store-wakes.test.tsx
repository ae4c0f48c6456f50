import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createObservable } from './store-listeners.ts';
import { useStoreWakes } from './use-store-wakes.ts';

function Probe({ store }: { store: ReturnType<typeof createObservable<number>> }) {
  const awake = useStoreWakes(store, (value) => value > 0);
  return <p>{awake ? 'loaded' : 'waiting'}</p>;
}

describe('useStoreWakes', () => {
  afterEach(cleanup);

  it('turns true on the first matching value and stays true', () => {
    const store = createObservable(0);
    render(<Probe store={store} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => store.set(2));
    expect(screen.getByText('loaded')).toBeTruthy();
    act(() => store.set(0));
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('is true at once when the store already matches', () => {
    render(<Probe store={createObservable(1)} />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
