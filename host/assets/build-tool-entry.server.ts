import { resolve } from 'node:path';

/**
 * Builds a tool's own client (the inspector, the owners' editor) into `outDir` with its own
 * manifest, apart from the site's client build, so visitors' chunks are left as they are.
 */
export async function buildToolEntry(input: { root: string; entry: string; outDir: string; base: string }): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: input.root,
    configFile: resolve(input.root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    base: input.base,
    build: { outDir: input.outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: input.entry } },
  });
}
