import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';
import { validateSite } from '../../schemas/validation/validate-sites.server.ts';

/**
 * A copy of the autocars site whose pages nest blocks in slots, with one mistake of each kind,
 * through the validator `npm run validate`, the configuration store and the editor share.
 */
const repo = fileURLToPath(new URL('../../', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'vitrine-slots-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const MINIBUS = 'components/location-minibus-vendee.json';
const TOURBUS = 'components/location-tourbus.json';

function edit(rel: string, change: (layout: Json[]) => void): void {
  const path = join(tmp, 'autocars', rel);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(doc.config.layout as Json[]);
  writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`);
}
const nested = (key: string, block: Json): Json => ({ ...structuredClone(block), key });

describe('the slots of a site config’s blocks', () => {
  it('refuses an undeclared slot, a block type its slot does not take, and checks nested blocks like top-level ones', async () => {
    cpSync(join(repo, 'site-configs', 'autocars'), join(tmp, 'autocars'), { recursive: true });
    // Minibus page: hero 0, image-text 1 (slot "more": call-to-action, opening-hours, contact-details), …, call-to-action 4.
    edit(MINIBUS, ([hero, imageText, , , cta]) => {
      const emptyLabel = nested('slot0003', cta!);
      emptyLabel.props.button.label.fr = '';
      imageText!.slots = { more: [nested('slot0001', cta!), nested('slot0002', hero!), emptyLabel], mroe: [nested('slot0004', cta!)] };
      hero!.slots = { more: [] };
    });
    // Tour bus page: a call-to-action copied into the slot with its key (hero 0, image-text 1, rich-text 2, call-to-action 3).
    edit(TOURBUS, ([, imageText, , cta]) => {
      imageText!.slots = { more: [nested(cta!.key, cta!)] };
    });

    const { errors } = validateSite(tmp, 'autocars', { ...(await loadBlockChecks()), fix: false });
    const found = errors.map(({ file, pointer, message, hint }) => ({ file, pointer, message, ...(hint ? { hint } : {}) }));
    const minibus = `autocars/${MINIBUS}`;
    const tourbus = `autocars/${TOURBUS}`;
    expect(found.filter((error) => error.file === minibus)).toEqual([
      { file: minibus, pointer: '/config/layout/0/slots/more', message: 'unknown slot "more" in a "hero" block (it has no slots)' },
      { file: minibus, pointer: '/config/layout/1/slots/more/1', message: 'block type "hero" not allowed in slot "more" of a "image-text" block (allowed: call-to-action, opening-hours, contact-details)' },
      { file: minibus, pointer: '/config/layout/1/slots/more/2/props/button/label/fr', message: 'must NOT have fewer than 1 characters (in French)' },
      { file: minibus, pointer: '/config/layout/1/slots/mroe', message: 'unknown slot "mroe" in a "image-text" block (its slots: more)', hint: 'did you mean "more"?' },
    ]);
    // Keys are unique across the layout and its slots: the page's own call-to-action, after the slot in the walk, is the repetition.
    expect(found.filter((error) => error.file === tourbus)).toEqual([
      { file: tourbus, pointer: '/config/layout/3/key', message: expect.stringMatching(/^duplicate block key "r8lk1qtt" \(also at \/config\/layout\/1\/slots\/more\/0\)/) },
    ]);
    // The rest follows from the two refused files: the pages that name them find no component config.
    for (const other of found.filter((error) => error.file !== minibus && error.file !== tourbus)) {
      expect(other).toMatchObject({ file: 'autocars/pages.json', message: expect.stringMatching(/^no component config components\/location-(minibus-vendee|tourbus)\.json$/) });
    }
  });
});
