import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSiteProblems, shownPath } from './site-problems.server.ts';

const realSites = fileURLToPath(new URL('../../site-configs/', import.meta.url));

describe('site problems in development', () => {
  it('lists the validate messages of a broken file, and forgets them after a fix', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vitrine-problems-'));
    cpSync(join(realSites, 'autocars'), join(root, 'autocars'), { recursive: true });
    const problems = createSiteProblems(root);
    const before = await problems.of('autocars');
    const file = join(root, 'autocars/parameters.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('"type": "MENU_TYPE"', '"type": "MENU_TYPES"'));
    expect(await problems.of('autocars')).toEqual(before);
    problems.invalidate();
    const after = await problems.of('autocars');
    const added = after.filter((line) => !before.includes(line));
    expect(added.length).toBeGreaterThan(0);
    expect(added.join('\n')).toMatch(/autocars\/parameters\.json:\d+:\d+ {2}\/parameters\/\d+\/type {2}/);
    expect(added.join('\n')).toContain('hint:');
    writeFileSync(file, good);
    problems.invalidate();
    expect(await problems.of('autocars')).toEqual(before);
  });

  it('prints paths like validate: relative inside the working directory', () => {
    expect(shownPath('/w/site-configs', 'autocars/site.json', '/w')).toBe('site-configs/autocars/site.json');
    expect(shownPath('/tmp/x', 'a/site.json', '/w')).toBe('/tmp/x/a/site.json');
  });
});
