import type { ReactNode } from 'react';
import type { BlockLibrary } from '../blocks/block-library.ts';
import { BlockBoundary } from './BlockBoundary.tsx';
import { BlockProblem } from './BlockProblem.tsx';
import type { LayoutNode } from './layout-node.ts';
import { StaticBlock } from './kept/StaticBlock.tsx';
import { LateBlock } from './late/LateBlock.tsx';
import { EagerImagesContext } from '../../ui/eager-images.ts';

export interface RenderLayoutOptions {
  dev: boolean;
  /** The browser's first page: the server HTML of a static block whose code is not loaded. */
  staticHtml?: (key: string) => string | undefined;
  /** The browser's first page: the code of a late block type, loaded once the page wakes. */
  late?: (type: string) => Promise<unknown>;
  log?: (line: string) => void;
}

const reportedUnknown = new Set<string>();

/**
 * The page layout → React elements, a pure walk (puck ServerRender style): each node looks up
 * its definition by type, its slots are rendered first and handed to it, and each block sits in
 * its own error boundary. An unknown type renders a visible placeholder in development and
 * nothing in production, with one log line either way.
 */
/** The blocks a layout renders from: the definitions loaded so far, the static and the late types. */
export type RenderBlocks = Pick<BlockLibrary, 'definitions' | 'staticTypes'> & Partial<Pick<BlockLibrary, 'lateTypes'>>;

export function renderLayout(nodes: readonly LayoutNode[], blocks: RenderBlocks, options: RenderLayoutOptions): ReactNode[] {
  const log = options.log ?? ((line: string) => console.warn(line));
  return nodes.map((node) => {
    if (node.problem) {
      return options.dev ? <BlockProblem key={node.key} type={node.type} message={node.problem} /> : null;
    }
    const definition = blocks.definitions.get(node.type);
    const isStatic = blocks.staticTypes.has(node.type);
    const isLate = blocks.lateTypes?.has(node.type) === true;
    const kept = !definition && isStatic ? options.staticHtml?.(node.key) : undefined;
    if (kept !== undefined) {
      // kept HTML: its images' loading attributes are the server's
      return (
        <BlockBoundary key={node.key} type={node.type} blockKey={node.key} dev={options.dev}>
          <StaticBlock blockKey={node.key} html={kept} />
        </BlockBoundary>
      );
    }
    const ready = !definition && isLate ? options.late?.(node.type) : undefined;
    if (!definition && !ready) {
      const report = `${node.type}@${node.key}`;
      if (!reportedUnknown.has(report)) {
        reportedUnknown.add(report);
        log(`[blocks] unknown block type "${node.type}" (block ${node.key})`);
      }
      return options.dev ? <BlockProblem key={node.key} type={node.type} message="unknown block type" /> : null;
    }
    // A late block's definition is read once its code is there (a module that failed renders nothing).
    const block = () => {
      const Block = blocks.definitions.get(node.type)?.component;
      if (!Block) return null;
      const slots: Record<string, ReactNode> = {};
      for (const [name, children] of Object.entries(node.slots ?? {})) {
        slots[name] = renderLayout(children, blocks, options);
      }
      // The one place untyped layout JSON meets a typed block: its props passed its schema when the
      // configuration loaded, its data is what its own loader returned (decision 0077).
      const rendered = <Block props={node.props as never} data={node.data as never} slots={slots} />;
      return node.firstImages ? <EagerImagesContext.Provider value>{rendered}</EagerImagesContext.Provider> : rendered;
    };
    return (
      <BlockBoundary key={node.key} type={node.type} blockKey={node.key} dev={options.dev}>
        {isLate ? (
          <LateBlock blockKey={node.key} ready={ready}>
            {block}
          </LateBlock>
        ) : isStatic ? (
          <StaticBlock blockKey={node.key}>{block()}</StaticBlock>
        ) : (
          block()
        )}
      </BlockBoundary>
    );
  });
}
