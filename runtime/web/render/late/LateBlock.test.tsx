// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import type { BlockDeclaration } from '../../../engine/blocks/block-declaration.ts';
import { defineBlock, type AnyBlockDefinition } from '../../blocks/define-block.ts';
import { captureStaticBlockHtml, forgetStaticBlockHtml } from '../kept/static-block-html.ts';
import type { LayoutNode } from '../layout-node.ts';
import { renderLayout, type RenderBlocks } from '../render-layout.tsx';
import { keepLateClicks } from './late-clicks.ts';

let opened: string[] = [];
const PickerSchema = Type.Object({ label: Type.String() });
const pickerBlock: BlockDeclaration<typeof PickerSchema> = { type: 'picker', schema: PickerSchema };
const picker: AnyBlockDefinition = defineBlock<typeof pickerBlock>({
  messages: { fr: {}, en: {} },
  component: ({ props }) => (
    <section>
      <button type="button" onClick={() => opened.push(props.label)}>
        {props.label}
      </button>
    </section>
  ),
});

const layout: LayoutNode[] = [{ key: '0', type: 'picker', props: { label: 'Open the slider' } }];
const blocksWith = (definitions: [string, AnyBlockDefinition][]) =>
  ({ definitions: new Map(definitions), staticTypes: new Set<string>(), lateTypes: new Set(['picker']) }) satisfies RenderBlocks;

afterEach(() => {
  opened = [];
  document.body.innerHTML = '';
  forgetStaticBlockHtml();
});

describe('a late block on the first page', () => {
  it('keeps its server HTML until its code is there, then hydrates those very nodes and replays the click made meanwhile', async () => {
    const html = renderToString(<main>{renderLayout(layout, blocksWith([['picker', picker]]), { dev: false })}</main>);
    expect(html).toContain('data-late-block="0"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    captureStaticBlockHtml(document);
    keepLateClicks(window);

    const browserBlocks = blocksWith([]);
    let codeLoaded!: () => void;
    const code = new Promise<void>((resolve) => (codeLoaded = resolve));
    const serverButton = container.querySelector('button')!;
    await act(async () => {
      hydrateRoot(container, <main>{renderLayout(layout, browserBlocks, { dev: false, late: () => code })}</main>);
    });
    // Hydrated around it, the block is still the server's, and a click does nothing yet.
    expect(container.querySelector('button')).toBe(serverButton);
    serverButton.click();
    expect(opened).toEqual([]);

    await act(async () => {
      browserBlocks.definitions.set('picker', picker);
      codeLoaded();
      await code;
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(opened).toEqual(['Open the slider']);
    serverButton.click();
    expect(opened).toEqual(['Open the slider', 'Open the slider']);
  });

  it('renders from its code at once after a client navigation (no wait)', () => {
    const html = renderToString(<main>{renderLayout(layout, blocksWith([['picker', picker]]), { dev: false, late: () => new Promise(() => {}) })}</main>);
    expect(html).toContain('Open the slider');
  });
});
