import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';
import type { StoreBlockChecks } from '../../schemas/validation/check-site-file.ts';
import { packConfigFolder } from '../../server/config/config-bundle.ts';
import { stageConfigVersion } from '../../server/config/stage-config-version.ts';
import { projectRoot } from '../../server/paths.ts';

let sites: string;
let checks: StoreBlockChecks;
beforeAll(async () => {
  checks = await loadBlockChecks();
  sites = mkdtempSync(join(tmpdir(), 'vitrine-stage-sites-'));
  cpSync(join(projectRoot, 'site-configs/domaine'), join(sites, 'domaine'), { recursive: true });
});
afterAll(() => rmSync(sites, { recursive: true, force: true }));

describe('stageConfigVersion', () => {
  it('renames a valid version into place, and leaves no temporary folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitrine-stage-'));
    const bundle = packConfigFolder(sites);
    expect(stageConfigVersion(folder, bundle, checks)).toEqual({ ok: true });
    expect(readdirSync(folder)).toEqual([bundle.version]);
    expect(readFileSync(join(folder, bundle.version, 'domaine/site.json'), 'utf8')).toBe(readFileSync(join(sites, 'domaine/site.json'), 'utf8'));
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a version npm run validate refuses, quoting its errors, and leaves nothing on disk', () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitrine-stage-'));
    const copy = mkdtempSync(join(tmpdir(), 'vitrine-stage-bad-'));
    cpSync(sites, copy, { recursive: true });
    const file = join(copy, 'domaine/site.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"idSite": 88', '"idSite": "88"'));
    const staged = stageConfigVersion(folder, packConfigFolder(copy), checks);
    expect(staged).toMatchObject({ ok: false, reason: expect.stringMatching(/^\d+ validation error\(s\): domaine\/site\.json:\d+:\d+ {2}\/idSite {2}/) });
    expect(readdirSync(folder)).toEqual([]);
    rmSync(folder, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  });
});
