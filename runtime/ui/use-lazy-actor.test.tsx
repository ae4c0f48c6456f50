import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { submitMachine } from '../engine/machines/submit/submit.machine.ts';
import type { SubmitEvent } from '../engine/machines/submit/submit.machine.ts';
import { useLazyActor } from './use-lazy-actor.ts';
import type { StartedActor } from './use-lazy-actor.ts';

afterEach(cleanup);

type Snapshot = ReturnType<ReturnType<typeof start>['getSnapshot']>;

function start(submit = vi.fn(async (_payload: Record<string, unknown>) => ({ ok: true, message: 'Inscrit' }))) {
  return createActor(submitMachine.provide({ actors: { submit: fromPromise(({ input }: { input: Record<string, unknown> }) => submit(input)) } })).start();
}

function Probe({ load, onLoadError }: { load: () => Promise<StartedActor<Snapshot, SubmitEvent>>; onLoadError?: (error: unknown, queued: SubmitEvent[]) => void }) {
  const { snapshot, send, preload } = useLazyActor(load, onLoadError);
  return (
    <div>
      <p data-testid="state">{snapshot ? String(snapshot.value) : 'not loaded'}</p>
      <p data-testid="message">{snapshot?.context.message ?? ''}</p>
      <button type="button" onClick={() => send({ type: 'SEND', payload: { email: 'lea@example.fr' } })}>send</button>
      <button type="button" onClick={preload}>preload</button>
    </div>
  );
}

describe('useLazyActor', () => {
  it('loads nothing until used, then replays the event sent before the actor ran', async () => {
    const submit = vi.fn(async () => ({ ok: true, message: 'Inscrit' }));
    const load = vi.fn(async () => start(submit));
    render(<Probe load={load} />);
    expect(screen.getByTestId('state').textContent).toBe('not loaded');
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('send'));
    expect(await screen.findByText('Inscrit')).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('sent');
    expect(submit).toHaveBeenCalledWith({ email: 'lea@example.fr' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is asked to preload', async () => {
    const load = vi.fn(async () => start());
    render(<Probe load={load} />);
    fireEvent.click(screen.getByText('preload'));
    fireEvent.click(screen.getByText('preload'));
    expect(await screen.findByText('idle')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands the waiting events to onLoadError when the code cannot be loaded, and tries again on the next event', async () => {
    const onLoadError = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockImplementation(async () => start());
    render(<Probe load={load} onLoadError={onLoadError} />);
    await act(async () => fireEvent.click(screen.getByText('send')));
    expect(onLoadError).toHaveBeenCalledWith(expect.any(TypeError), [{ type: 'SEND', payload: { email: 'lea@example.fr' } }]);
    fireEvent.click(screen.getByText('send'));
    expect(await screen.findByText('Inscrit')).toBeTruthy();
  });

  it('stops the actor when the block goes away', async () => {
    const actor = start();
    const { unmount } = render(<Probe load={async () => actor} />);
    fireEvent.click(screen.getByText('preload'));
    expect(await screen.findByText('idle')).toBeTruthy();
    unmount();
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
