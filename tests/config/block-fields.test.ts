import { describe, expect, it } from 'vitest';
import { loadBlockPropsSchemas } from '../../host/block-server/block-server-parts.server.ts';
import { blockFields, fieldProblems } from '../../schemas/blocks/block-fields.ts';

const blocks = await loadBlockPropsSchemas();

describe('the editor can build a form from every block schema (issue 33, item 4)', () => {
  it.each([...blocks.keys()])('%s: every prop has a label and help in French and English, a widget, and labels for its choices', (type) => {
    const problems = fieldProblems(blocks.get(type)!).map((p) => `${p.pointer}: ${p.problem}`);
    expect(problems, `blocks/${type}/${type}.server.ts`).toEqual([]);
  });

  it('shows no prop of any block as raw JSON (no block prop allows anything)', () => {
    const raw: string[] = [];
    const visit = (type: string, fields: ReturnType<typeof blockFields>) => {
      for (const field of fields) {
        if (field.widget === 'raw') raw.push(`${type}${field.pointer}`);
        visit(type, field.children ?? []);
      }
    };
    for (const [type, schema] of blocks) visit(type, blockFields(schema));
    expect(raw).toEqual([]);
  });
});
