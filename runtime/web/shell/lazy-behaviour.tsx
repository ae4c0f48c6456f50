import { lazy, Suspense, type ComponentType } from 'react';
import { useShellAwake } from '../render/late/use-shell-awake.ts';

/**
 * A component of the shell's behaviour (it renders no markup on the server) in a chunk of its own,
 * rendered once the shell wakes (use-shell-awake.ts), or at once when `now` (a drawer opened
 * before that). It reads the wake itself, so waking re-renders only these leaves: the shell around
 * them (and the lazy parts in it still waiting for their code to hydrate) gets no update.
 */
export function lazyBehaviour<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { now?: boolean }> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Behaviour({ now = false, ...props }: P & { now?: boolean }) {
    const awake = useShellAwake();
    return awake || now ? (
      <Suspense fallback={null}>
        <Lazy {...(props as P)} />
      </Suspense>
    ) : null;
  };
}
