import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBlockPropsValidators } from '../../schemas/block-props.server.ts';
import { siteFolders, validateSite } from '../../schemas/validate-sites.server.ts';

const root = fileURLToPath(new URL('../../site-configs/', import.meta.url));
const sites = siteFolders(root);
const blocks = await loadBlockPropsValidators(fileURLToPath(new URL('../../blocks/', import.meta.url)));

describe('site-configs', () => {
  it('holds the two sites of the first release', () => {
    expect(sites).toEqual(expect.arrayContaining(['autocars', 'domaine']));
  });

  it.each(sites)('%s: every configuration file is valid, block props included', (site) => {
    const { errors } = validateSite(root, site, blocks);
    const lines = errors.map((e) => `site-configs/${e.file}: ${e.pointer || '/'}: ${e.message}`);
    expect(lines).toEqual([]);
  });
});
