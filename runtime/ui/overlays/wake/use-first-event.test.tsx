import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstEvent } from './use-first-event.ts';

function Probe({ target }: { target: EventTarget }) {
  const seen = useFirstEvent<{ n: number }>('vitrine:test', target);
  return <p>{seen ? `seen ${seen.detail.n}` : 'none'}</p>;
}

describe('useFirstEvent', () => {
  afterEach(cleanup);

  it('keeps the detail of the first event only', () => {
    const target = new EventTarget();
    render(<Probe target={target} />);
    expect(screen.getByText('none')).toBeTruthy();
    act(() => void target.dispatchEvent(new CustomEvent('vitrine:test', { detail: { n: 1 } })));
    expect(screen.getByText('seen 1')).toBeTruthy();
    act(() => void target.dispatchEvent(new CustomEvent('vitrine:test', { detail: { n: 2 } })));
    expect(screen.getByText('seen 1')).toBeTruthy();
  });
});
