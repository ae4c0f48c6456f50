import type { ReactNode } from 'react';
import type { BlockLibrary } from '../blocks/block-library.ts';
import { BlockBoundary } from './BlockBoundary.tsx';
import { BlockProblem } from './BlockProblem.tsx';
import type { LayoutNode } from './layout-node.ts';
import { StaticBlock } from './kept/StaticBlock.tsx';
import { EagerImagesContext } from '../../ui/eager-images.ts';

export interface RenderLayoutOptions {
  dev: boolean;
  /** The browser's first page: the server HTML of a static block whose code is not loaded. */
  staticHtml?: (key: string) => string | undefined;
  log?: (line: string) => void;
}

const reportedUnknown = new Set<string>();

/**
 * The page layout → React elements, a pure walk (puck ServerRender style): each node looks up
 * its definition by type, its slots are rendered first and handed to it, and each block sits in
 * its own error boundary. An unknown type renders a visible placeholder in development and
 * nothing in production, with one log line either way.
 */
/** The blocks a layout renders from: the definitions loaded so far and the static types. */
export type RenderBlocks = Pick<BlockLibrary, 'definitions' | 'staticTypes'>;

export function renderLayout(nodes: readonly LayoutNode[], blocks: RenderBlocks, options: RenderLayoutOptions): ReactNode[] {
  const log = options.log ?? ((line: string) => console.warn(line));
  return nodes.map((node) => {
    if (node.problem) {
      return options.dev ? <BlockProblem key={node.key} type={node.type} message={node.problem} /> : null;
    }
    const definition = blocks.definitions.get(node.type);
    const isStatic = blocks.staticTypes.has(node.type);
    const kept = !definition && isStatic ? options.staticHtml?.(node.key) : undefined;
    if (kept !== undefined) {
      // kept HTML: its images' loading attributes are the server's
      return (
        <BlockBoundary key={node.key} type={node.type} blockKey={node.key} dev={options.dev}>
          <StaticBlock blockKey={node.key} html={kept} />
        </BlockBoundary>
      );
    }
    if (!definition) {
      const report = `${node.type}@${node.key}`;
      if (!reportedUnknown.has(report)) {
        reportedUnknown.add(report);
        log(`[blocks] unknown block type "${node.type}" (block ${node.key})`);
      }
      return options.dev ? <BlockProblem key={node.key} type={node.type} message="unknown block type" /> : null;
    }
    const slots: Record<string, ReactNode> = {};
    for (const [name, children] of Object.entries(node.slots ?? {})) {
      slots[name] = renderLayout(children, blocks, options);
    }
    const Block = definition.component;
    const rendered = <Block props={node.props} data={node.data} slots={slots} />;
    const block = node.firstImages ? <EagerImagesContext.Provider value>{rendered}</EagerImagesContext.Provider> : rendered;
    return (
      <BlockBoundary key={node.key} type={node.type} blockKey={node.key} dev={options.dev}>
        {isStatic ? <StaticBlock blockKey={node.key}>{block}</StaticBlock> : block}
      </BlockBoundary>
    );
  });
}
