import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBlockPropsValidators } from '../../host/blocks/block-props-validators.server.ts';
import { serverBlockTypes } from '../../host/blocks/block-server-parts.server.ts';
import { formatFileError } from '../../schemas/errors/format-file-error.ts';
import { siteFolders, validateSite } from '../../schemas/validation/validate-sites.server.ts';

const root = fileURLToPath(new URL('../../site-configs/', import.meta.url));
const sites = siteFolders(root);
const blocks = await loadBlockPropsValidators();
const blockTypes = serverBlockTypes();

describe('site-configs', () => {
  it('holds the two sites of the first release', () => {
    expect(sites).toEqual(expect.arrayContaining(['autocars', 'domaine']));
  });

  it.each(sites)('%s: every document is valid, across documents and block props included', (site) => {
    const { errors, upgraded } = validateSite(root, site, { blocks, blockTypes });
    expect(errors.map((e) => formatFileError(`site-configs/${e.file}`, e))).toEqual([]);
    expect(upgraded).toEqual([]);
  });
});
