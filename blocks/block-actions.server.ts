import type { BlockActionContext, BlockActionResult } from './define-block.ts';

/** A block's server part that answers a no-JavaScript post to its page. */
export interface BlockServerAction {
  action: (ctx: BlockActionContext) => Promise<BlockActionResult>;
}

/**
 * Block type → lazy import of its server part's `action`, for the blocks that accept a post
 * (server only: these modules call the API and never go to the browser).
 */
export const blockActions: Readonly<Record<string, () => Promise<BlockServerAction>>> = {
  form: () => import('./form/form.server.ts'),
  newsletter: () => import('./newsletter/newsletter.server.ts'),
};

/** The action of a block type, or undefined when that block takes no post. */
export async function blockActionOf(type: string): Promise<BlockServerAction['action'] | undefined> {
  if (!Object.prototype.hasOwnProperty.call(blockActions, type)) return undefined;
  return (await blockActions[type]!()).action;
}
