import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part has its own props; lazyPart types them at its call
const serverParts = new Map<string, ComponentType<any>>();

/**
 * Gives the server the code of lazy part `name` (register-shell-parts.server.ts, once at start), so
 * its HTML is in every page from the first request on. Without it, the server's first render of a
 * process meets a chunk not loaded yet: React streams the part later, behind an inline script that
 * a visitor without JavaScript never runs.
 */
export function registerServerPart<P extends object>(name: string, component: ComponentType<P>): void {
  serverParts.set(name, component);
}

/**
 * A part of the shell whose code is a chunk of its own in the browser (React.lazy, under a
 * Suspense boundary), rendered straight from its registered code on the server.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    const Ready = serverParts.get(name) as ComponentType<P> | undefined;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}
