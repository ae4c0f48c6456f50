import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Pieces every kind of block shares: the block contract, the block UI, locale and text rules. */
/** What the blocks with a form share (contact form, newsletter, sign-ups): answers' checks, the no-JS echo, the lazy actor. */
const FORM_KIT = /[\\/]blocks[\\/]form[\\/](no-js-status|form-echo|Confirmation|use-browser-api)\.tsx?$|[\\/]rules[\\/](form-answer[\\/][\w-]+|files[\\/]accepts-file)\.ts$|[\\/]runtime[\\/](ui[\\/]use-lazy-actor|engine[\\/]machines[\\/](form[\\/]form|submit[\\/]submit)\.flow)\.ts$/;
const BLOCK_KIT = /[\\/]runtime[\\/](web[\\/]blocks[\\/]define-block|ui[\\/](BlockSection|BlockImage|SiteLink|balanced-columns|eager-images))\.tsx?$|[\\/]rules[\\/](locale|text[\\/](crop-text|escape-html))\.ts$|[\\/]blocks[\\/]content-kit[\\/](use-lang|content-messages)\.ts$/;

const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * Two builds from one config: the client (`dist/client`, entry `host/entry.client.tsx`, with a
 * manifest so the server can modulepreload a page's block chunks) and the server
 * (`vite build --ssr`, entry `host/entry.server.tsx`, into `dist/server`). `scripts/build.ts`
 * runs both; `scripts/dev.ts` uses the same config in middleware mode.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const clientBuild = command === 'build' && !isSsrBuild;
  return {
    // The project's modules have no side effects but their stylesheets and the two entries
    // (package.json `sideEffects`): a block that imports runtime/index.ts gets only what it uses.
    plugins: [react()],
    appType: 'custom',
    resolve: {
      alias: [
        // The server sends UI messages already parsed (host/i18n-server/compile-messages.server.ts), so the
        // browser build leaves the ICU parser out; it formats them with runtime/web/i18n/format-tree.ts
        // (decision 0042), without intl-messageformat.
        ...(clientBuild ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : []),
        // react-router's package exports name only its development build (remix-run/react-router
        // #12532, #14102): both builds take its production build instead (decision 0046).
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          emptyOutDir: true,
          ssr: 'host/entry.server.tsx',
          target: 'node20',
          // One file: a block's server part and its loader are imported at run time on every request
          // (`await import('./load-….ts')`); inlined, that import resolves in the bundle instead of
          // going through Node's module loader (and tsx's hooks) each time.
          rollupOptions: { output: { format: 'es', entryFileNames: 'entry.server.js', codeSplitting: false } },
        }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          // One stylesheet for every page (manifest key `style.css`), the page's one render-blocking
          // request, kept by browsers across pages and sites; block chunks then bring no CSS of
          // their own on client navigation (decision 0020).
          cssCodeSplit: false,
          modulePreload: false,
          rollupOptions: {
            input: 'host/entry.client.tsx',
            // Every module the entry imports statically (React, react-router, intl-messageformat, the shell)
            // goes into the entry chunk: a first page downloads one script, then its blocks' chunks.
            // Left to itself, rolldown made a chunk of each module the entry shares with a lazy chunk
            // (react, react-router, locale, fixed-routes…): ten scripts before the first block.
            // The small pieces most blocks share (block contract, section, image, link, locale and
            // text rules) come as one kit instead of a dozen sub-kilobyte chunks; no shop code in it,
            // so a site without a shop still downloads none. Lower priority than the entry: what the
            // entry holds stays there (the kit only takes what lazy chunks alone import). The same
            // for the pieces the blocks with a form share.
            output: {
              codeSplitting: {
                groups: [
                  { name: 'entry', tags: ['$initial'], priority: 3 },
                  { name: 'block-kit', test: BLOCK_KIT, minShareCount: 2, priority: 1 },
                  { name: 'form-kit', test: FORM_KIT, minShareCount: 2, priority: 1 },
                ],
              },
            },
          },
        },
  };
});
