import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './render-whole.server.ts';
import { documentEtag } from '../page-validators.server.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: { bytes: Uint8Array } | null) => (value === null ? null : new TextDecoder().decode(value.bytes));

function Page({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <title>Les Schistes</title>
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

const boot = [bytes('<script>window.__vitrine='), bytes('{"a":1}'), bytes(';</script>')];

describe('renderWhole', () => {
  it('renders a ready page in one pass, with the boot script (which starts the client) just before </body>', () => {
    const page = (
      <Page>
        <Suspense fallback={<p>…</p>}>
          <p>Muscadet &amp; huîtres</p>
        </Suspense>
      </Page>
    );
    expect(text(renderWhole(page, { beforeBodyEnd: boot }))).toBe(
      '<!DOCTYPE html><html lang="fr"><head><title>Les Schistes</title></head><body><main><!--$--><p>Muscadet &amp; huîtres</p><!--/$--></main>' +
        '<script>window.__vitrine={"a":1};</script></body></html>',
    );
  });

  it('gives up on a page where a boundary is still waiting (a block whose code loads for the first time)', () => {
    const Later = lazy(() => new Promise<{ default: () => ReactNode }>(() => {}));
    const page = (
      <Page>
        <Suspense fallback={<p>…</p>}>
          <Later />
        </Suspense>
      </Page>
    );
    expect(renderWhole(page, { beforeBodyEnd: boot })).toBeNull();
  });

  it('gives up on a page where a block throws (the stream renderer reports it) and on a shell that throws', () => {
    const Broken = (): ReactNode => {
      throw new Error('no price');
    };
    const inBoundary = (
      <Page>
        <Suspense fallback={<p>…</p>}>
          <Broken />
        </Suspense>
      </Page>
    );
    expect(renderWhole(inBoundary, { beforeBodyEnd: boot })).toBeNull();
    expect(renderWhole(<Page><Broken /></Page>, { beforeBodyEnd: boot })).toBeNull();
  });

  it('puts the boot data at the end of a document without </body>', () => {
    expect(text(renderWhole(<p>fragment</p>, { beforeBodyEnd: boot }))).toBe('<p>fragment</p><script>window.__vitrine={"a":1};</script>');
  });

  it('gives a shared page the ETag of its markup and its boot script\'s hash, which changes with either', () => {
    const page = (title: string) => (
      <Page>
        <p>{title}</p>
      </Page>
    );
    const whole = renderWhole(page('Clisson'), { beforeBodyEnd: boot, etagSeed: "'sha256-A'" })!;
    const html = text(whole)!;
    const markup = html.replace('<script>window.__vitrine={"a":1};</script>', '');
    expect(whole.etag).toBe(documentEtag([bytes(markup)], "'sha256-A'"));
    expect(renderWhole(page('Clisson'), { beforeBodyEnd: boot, etagSeed: "'sha256-B'" })!.etag).not.toBe(whole.etag);
    expect(renderWhole(page('Gorges'), { beforeBodyEnd: boot, etagSeed: "'sha256-A'" })!.etag).not.toBe(whole.etag);
    expect(renderWhole(page('Clisson'), { beforeBodyEnd: boot })!.etag).toBeUndefined();
  });
});
