import type { ApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { loadBlockServerPart } from '../block-server/block-server-parts.server.ts';
import type { BlockLoadContext, BlockServerDefinition } from '../../runtime/engine/blocks/define-block-server.ts';
import type { Locale } from '../../rules/locale.ts';
import type { ServedBlock } from '../../schemas/api/pages.ts';
import { keepJson } from '../../runtime/engine/data/keep-json.ts';
import { serverBlockLibrary } from '../block-server/server-block-library.ts';
import { collectBlockTypes } from '../../runtime/web/render/layout-node.ts';
import { markFirstImages } from '../../runtime/web/render/mark-first-images.ts';
import type { LayoutNode } from '../../runtime/web/render/layout-node.ts';

export interface PrepareLayoutOptions {
  dev: boolean;
  locale: Locale;
  api: ApiClient;
  log?: (line: string) => void;
  /** Where the layout comes from, for log lines (`components/home.json`). */
  source: string;
  /** The page URL, handed to the blocks' loaders (`?page=`, `?q=`, `?folder=`, `?month=`). */
  url?: URL;
  /** The route parameters, handed to the blocks' loaders (detail pages: `id`, `slug`, `route`). */
  params?: Record<string, string | undefined>;
  /** The record the page loader checked for a detail route (a product), handed to the loaders. */
  record?: Record<string, unknown> | null;
  /** The visitor's cart id, handed to the blocks' loaders. */
  cartId?: string | null;
  /** Whether the visitor carries a session, handed to the blocks' loaders. */
  hasSession?: boolean;
}

/**
 * Server side, before render: imports the blocks a layout uses and runs their `load` functions
 * in parallel. Props are not checked here: the config store hands out only components whose
 * blocks passed their schema in both languages, defaults filled (checkSiteFile). A failing
 * loader is logged and skipped in production, kept as a visible problem in development. Types
 * unknown to this build (a remote API's newer blocks) are passed through: the renderer hides them.
 */
export async function prepareLayout(layout: readonly ServedBlock[], options: PrepareLayoutOptions): Promise<LayoutNode[]> {
  const types = collectBlockTypes(layout);
  // the browser parts too: the page renders them on the server right after
  await serverBlockLibrary.load(types);
  const definitions = await loadServerParts(types);
  // Issue 39: a layout none of whose blocks loads data is the same for every request: prepared
  // once per version of the configuration that holds it (the cached, kept layout array) and kept.
  const fixed = !options.dev && Object.isFrozen(layout) && ![...definitions.values()].some((definition) => definition.load);
  const known = fixed ? fixedLayouts.get(layout) : undefined;
  if (known) return known;
  const log = options.log ?? ((line: string) => console.warn(line));
  const pending: Promise<void>[] = [];

  const walk = (blocks: readonly ServedBlock[], prefix: string): LayoutNode[] => {
    const nodes: LayoutNode[] = [];
    blocks.forEach((block, index) => {
      const key = prefix ? `${prefix}.${index}` : String(index);
      const definition = definitions.get(block.type);
      // props come from the cached configuration: serialized once for every page that shows them
      const node: LayoutNode = { key, type: block.type, props: keepJson(block.props) };
      if (block.slots) {
        node.slots = Object.fromEntries(
          Object.entries(block.slots).map(([name, children]) => [name, walk(children, `${key}.${name}`)]),
        );
      }
      if (definition?.load) pending.push(runLoad(definition, node, options, log));
      nodes.push(node);
    });
    return nodes;
  };

  const nodes = walk(layout, '');
  await Promise.all(pending);
  const prepared = markFirstImages(options.dev ? nodes : dropProblems(nodes));
  if (fixed) fixedLayouts.set(layout, keepJson(prepared));
  return prepared;
}

/** Prepared layouts without data loading, by the configuration's layout array (frozen: one per version). */
const fixedLayouts = new WeakMap<readonly ServedBlock[], LayoutNode[]>();

/** The server parts of the known block types of a layout (unknown ones are left to the renderer). */
async function loadServerParts(types: Iterable<string>): Promise<Map<string, BlockServerDefinition>> {
  const known = [...new Set(types)].filter((type) => serverBlockLibrary.definitions.has(type));
  const parts = await Promise.all(known.map(loadBlockServerPart));
  return new Map(known.map((type, index) => [type, parts[index]!]));
}

async function runLoad(definition: BlockServerDefinition, node: LayoutNode, options: PrepareLayoutOptions, log: (line: string) => void) {
  try {
    const context: BlockLoadContext<Record<string, unknown>> = { props: node.props, locale: options.locale, api: options.api };
    if (options.url) context.url = options.url;
    if (options.params) context.params = options.params;
    if (options.record) context.record = options.record;
    if (options.cartId) context.cartId = options.cartId;
    if (options.hasSession !== undefined) context.hasSession = options.hasSession;
    node.data = await definition.load!(context);
  } catch (error) {
    // A loader may send the visitor elsewhere (react-router's `redirect()`, e.g. a payment result).
    if (error instanceof Response) throw error;
    const message = error instanceof Error ? error.message : String(error);
    log(`[blocks] ${options.source}: block ${node.key} "${node.type}" failed to load its data: ${message}`);
    node.problem = `data loading failed: ${message}`;
  }
}

function dropProblems(nodes: LayoutNode[]): LayoutNode[] {
  return nodes
    .filter((node) => !node.problem)
    .map((node) =>
      node.slots
        ? { ...node, slots: Object.fromEntries(Object.entries(node.slots).map(([k, v]) => [k, dropProblems(v)])) }
        : node,
    );
}
