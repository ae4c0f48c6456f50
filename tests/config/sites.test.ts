import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';
import { formatFileError } from '../../schemas/errors/format-file-error.ts';
import { siteFolders, validateSite } from '../../schemas/validation/validate-sites.server.ts';

const root = fileURLToPath(new URL('../../site-configs/', import.meta.url));
const sites = siteFolders(root);
const checks = await loadBlockChecks();

describe('site-configs', () => {
  it('holds the two sites of the first release', () => {
    expect(sites).toEqual(expect.arrayContaining(['autocars', 'domaine']));
  });

  it.each(sites)('%s: every document is valid, across documents, block props and slots included', (site) => {
    const { errors, upgraded } = validateSite(root, site, checks);
    expect(errors.map((e) => formatFileError(`site-configs/${e.file}`, e))).toEqual([]);
    expect(upgraded).toEqual([]);
  });
});
