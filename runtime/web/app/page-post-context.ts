import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * A page's no-JavaScript post, as its blocks see it: where their forms post (the page route's
 * own action, react-router's `useFormAction()`), and the `actionData` the page answers a post
 * with (`useActionData()`): what the posting block's server action returned, e.g. the answers
 * and errors of a refused form.
 */
export interface PagePost {
  action: string;
  answer: unknown;
}

/** Hidden field of a no-JavaScript post: the type of the block that posted it (`form`, `newsletter`). */
export const BLOCK_FIELD = '_block';

export const PagePostContext = createContext<PagePost | null>(null);

/**
 * The page's post target and answer. Outside a page route (a block alone in the catalogue, a
 * test) the form posts to the current address and no answer is given.
 */
export function usePagePost(): PagePost {
  const page = useContext(PagePostContext);
  const location = useLocation();
  return page ?? { action: `${location.pathname}${location.search}`, answer: undefined };
}
