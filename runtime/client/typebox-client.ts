/**
 * What `@sinclair/typebox` resolves to in the browser build (vite.config.ts alias).
 *
 * Block definitions carry a TypeBox schema of their props, but props are validated on the
 * server only (runtime/render/prepare-layout.server.ts), before render. The browser never reads
 * a schema, so shipping TypeBox (≈11 KB gzip) with every block chunk would be dead weight.
 * Every `Type.X(...)` builder here returns an empty object; nothing in the browser reads it.
 * `Static<>` and the other types are erased at compile time and are unaffected.
 */
const inert = (): Record<string, never> => ({});

export const Type: Record<string, (...args: unknown[]) => Record<string, never>> = new Proxy(
  {},
  { get: () => inert },
);

export default { Type };
