import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import type { BlockDeclaration } from '../../engine/blocks/block-declaration.ts';
import { defineBlockServer } from '../../engine/blocks/define-block-server.ts';
import { defineBlock, type BlockProps } from './define-block.ts';

// A block declared once: its two halves are typed from the declaration (decision 0077). The
// `@ts-expect-error` lines are the test: `npx tsc --noEmit` fails if any of them compiles.
const QuoteSchema = Type.Object({ text: Type.String() });
interface QuoteData {
  author: string;
}
const quoteBlock: BlockDeclaration<typeof QuoteSchema, QuoteData> = { type: 'quote', schema: QuoteSchema };

const Quote = ({ props, data }: BlockProps<{ text: string }, QuoteData>) => (
  <blockquote>
    {props.text} ({data.author})
  </blockquote>
);

describe('a block declared once', () => {
  it('gives the server part the declaration schema, and types its loader by the declared data', async () => {
    const server = defineBlockServer(quoteBlock, { load: async () => ({ author: 'Colette' }) });
    expect(server.schema).toBe(QuoteSchema);
    expect(await server.load?.({ props: { text: 'x' }, locale: 'fr_FR', api: null as never })).toEqual({ author: 'Colette' });
    // @ts-expect-error a loader that returns other data than the declaration's does not compile
    defineBlockServer(quoteBlock, { load: async () => ({ name: 'Colette' }) });
    // @ts-expect-error examples are the declared props
    defineBlockServer(quoteBlock, { examples: { fr: { title: 'x' }, en: { text: 'x' } } });
  });

  it('types the browser part by the declaration: a component of other props or data does not compile', () => {
    expect(defineBlock<typeof quoteBlock>({ messages: { fr: {}, en: {} }, component: Quote }).component).toBe(Quote);
    const OtherData = ({ data }: BlockProps<{ text: string }, { name: string }>) => <p>{data.name}</p>;
    const OtherProps = ({ props }: BlockProps<{ title: string }, QuoteData>) => <p>{props.title}</p>;
    // @ts-expect-error the component reads data the server part does not load
    defineBlock<typeof quoteBlock>({ messages: { fr: {}, en: {} }, component: OtherData });
    // @ts-expect-error the component reads props the schema does not declare
    defineBlock<typeof quoteBlock>({ messages: { fr: {}, en: {} }, component: OtherProps });
  });
});
