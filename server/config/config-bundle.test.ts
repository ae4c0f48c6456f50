import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleVersion, isSafeBundlePath, parseConfigBundle, unpackConfigBundle, type ConfigBundleFiles } from './config-bundle.ts';

const files: ConfigBundleFiles = { 'demo/site.json': Buffer.from('{}').toString('base64'), 'demo/media/a.svg': Buffer.from('<svg/>').toString('base64') };

describe('parseConfigBundle', () => {
  it('accepts a row whose files match its version', () => {
    expect(parseConfigBundle(bundleVersion(files), JSON.stringify(files))).toEqual({ ok: true, files });
  });

  it('refuses a row that is no JSON, no object, a path outside the folder, a content that is no string, or files of another version', () => {
    const version = bundleVersion(files);
    expect(parseConfigBundle(version, '{"demo/site.json": "ey')).toMatchObject({ ok: false, reason: expect.stringMatching(/^its files are not JSON/) });
    expect(parseConfigBundle(version, '[]')).toEqual({ ok: false, reason: 'its files are not an object of paths' });
    for (const path of ['../escape.json', 'demo/../../x', '/etc/passwd', 'demo//a', 'demo/./a', 'demo\\..\\x']) {
      const bad = { ...files, [path]: 'e30=' };
      expect(parseConfigBundle(bundleVersion(bad), JSON.stringify(bad))).toEqual({ ok: false, reason: `refused path "${path}"` });
    }
    expect(parseConfigBundle(version, JSON.stringify({ ...files, 'demo/x.json': 3 }))).toEqual({ ok: false, reason: 'the content of "demo/x.json" is not a base64 string' });
    expect(parseConfigBundle('f'.repeat(64), JSON.stringify(files))).toEqual({ ok: false, reason: `its files do not match version ${'f'.repeat(64)}` });
  });
});

describe('unpackConfigBundle', () => {
  it('writes nothing when one path leaves the folder, wherever it comes in the bundle', () => {
    const root = mkdtempSync(join(tmpdir(), 'vitrine-unpack-'));
    try {
      expect(() => unpackConfigBundle({ ...files, '../escape.json': 'e30=' }, join(root, 'v'))).toThrow('refused path "../escape.json"');
      expect(readdirSync(root)).toEqual([]);
      expect(isSafeBundlePath('demo/pages.json')).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
