import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wireConfigReload } from './config-reload.server.ts';

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    targets: {
      clearCache: () => calls.push('clear'),
      reloadSites: () => calls.push('sites'),
      changed: () => calls.push('changed'),
    },
  };
}

describe('configuration reload', () => {
  it('clears the cache, re-reads the sites and tells the pages as soon as the config store changes', () => {
    const listeners = new Set<() => void>();
    const { calls, targets } = recorder();
    const { stop } = wireConfigReload(
      { sitesDir: '/nowhere', freshMs: 1000, onConfigChange: (listener) => (listeners.add(listener), () => listeners.delete(listener)) },
      targets,
    );
    for (const listener of listeners) listener();
    expect(calls).toEqual(['clear', 'sites', 'changed']);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('with a remote API, watches the folder and keeps the cache, telling the pages after revalidation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-reload-'));
    const { calls, targets } = recorder();
    const { ready, stop } = wireConfigReload({ sitesDir: dir, freshMs: 50 }, targets);
    await ready;
    writeFileSync(join(dir, 'site.json'), '{}');
    const started = Date.now();
    while (!calls.includes('changed') && Date.now() - started < 3000) await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(calls).toContain('sites');
    expect(calls).toContain('changed');
    expect(calls).not.toContain('clear');
  });

  it('with a remote API, hears each of three saves made by renaming a temp file over the original', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-reload-'));
    writeFileSync(join(dir, 'site.json'), '{}');
    const { calls, targets } = recorder();
    const { ready, stop } = wireConfigReload({ sitesDir: dir, freshMs: 10 }, targets);
    await ready;
    try {
      for (const run of [1, 2, 3]) {
        const before = calls.filter((call) => call === 'changed').length;
        writeFileSync(join(dir, `.site.json.${run}`), `{"run":${run}}`);
        renameSync(join(dir, `.site.json.${run}`), join(dir, 'site.json'));
        const started = Date.now();
        while (calls.filter((call) => call === 'changed').length === before && Date.now() - started < 3000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(calls.filter((call) => call === 'changed').length, `save ${run}`).toBeGreaterThan(before);
      }
    } finally {
      stop();
    }
  });
});
