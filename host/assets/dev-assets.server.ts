import { resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { PageAssets } from '../../runtime/web/app/document-context.ts';
import { projectRoot } from '../web-app-options.server.ts';

interface GraphNode {
  url: string;
  importedModules: Set<GraphNode>;
}

/**
 * Development: the stylesheets the server render used (the shell's and the page's blocks'),
 * found in Vite's SSR module graph, linked in the head so the page is styled before the client
 * scripts run (no flash of unstyled content). Vite serves them as CSS with `?direct`.
 */
export function devAssetResolver(vite: ViteDevServer): (blockTypes: readonly string[]) => PageAssets {
  return (blockTypes) => {
    const graph = vite.environments.ssr.moduleGraph;
    const css = new Set<string>();
    const seen = new Set<GraphNode>();
    const visit = (node: GraphNode | undefined) => {
      if (!node || seen.has(node)) return;
      seen.add(node);
      if (/\.css($|\?)/.test(node.url)) css.add(`${node.url.split('?')[0]}?direct`);
      for (const child of node.importedModules) visit(child);
    };
    const roots = ['runtime/web/app/App.tsx', ...blockTypes.map((type) => `blocks/${type}/index.ts`)];
    for (const root of roots) visit(graph.getModuleById(resolve(projectRoot, root)) as GraphNode | undefined);
    return { js: [], css: [...css] };
  };
}
