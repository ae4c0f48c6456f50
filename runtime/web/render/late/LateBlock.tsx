import { Suspense, use, useEffect, type ReactNode } from 'react';
import { LATE_BLOCK_ATTRIBUTE, staticBlockHtml } from '../kept/static-block-html.ts';
import { replayLateClick } from './late-clicks.ts';

export interface LateBlockProps {
  blockKey: string;
  /** The first page only: the block's code, loaded once the page wakes; its hydration waits for it. */
  ready?: Promise<unknown> | undefined;
  /** The block, rendered once its code is there. */
  children: () => ReactNode;
}

/**
 * The wrapper of a block that acts only on the visitor's input (`lateBlockTypes`: a gallery opens
 * its slider on a click), the same on the server and in the browser (`display: contents`). On the
 * first page its code loads once the page wakes; until then React keeps its server HTML (the
 * Suspense boundary stays dehydrated, or shows that HTML if it must render), and a click made
 * meanwhile is replayed once it hydrates (decision 0045).
 */
export function LateBlock({ blockKey, ready, children }: LateBlockProps) {
  const kept = staticBlockHtml(blockKey);
  return (
    <div {...{ [LATE_BLOCK_ATTRIBUTE]: blockKey }} className="static-block">
      <Suspense fallback={kept === undefined ? null : <div className="static-block" dangerouslySetInnerHTML={{ __html: kept }} />}>
        <Hydrated blockKey={blockKey} ready={ready}>
          {children}
        </Hydrated>
      </Suspense>
    </div>
  );
}

function Hydrated({ blockKey, ready, children }: LateBlockProps) {
  if (ready) use(ready);
  useEffect(() => replayLateClick(blockKey), [blockKey]);
  return children();
}
