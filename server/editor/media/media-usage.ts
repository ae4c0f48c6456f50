/** Where a library picture is used: a file of the published site or of the draft, the place in it, and the block holding it. */
export interface MediaUse {
  state: 'published' | 'draft';
  /** The configuration file, as the editor names files (`components/home.json`). */
  file: string;
  /** JSON pointer of the value naming the picture (`/config/layout/0/props/image/src`). */
  pointer: string;
  /** The type of the nearest block holding it (`hero`), or null outside any block. */
  block: string | null;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every place in `documents` (path → text) whose string value names `/media/library/<hash>`, in
 * document order. A document that is not JSON is skipped (the editor's validation names it).
 */
export function mediaUsage(state: MediaUse['state'], documents: ReadonlyMap<string, string>, hash: string): MediaUse[] {
  const needle = `/media/library/${hash}`;
  const uses: MediaUse[] = [];
  for (const [file, text] of documents) {
    if (!text.includes(needle)) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const visit = (node: unknown, pointer: string, block: string | null): void => {
      if (typeof node === 'string') {
        if (node.includes(needle)) uses.push({ state, file, pointer, block });
      } else if (Array.isArray(node)) node.forEach((item, at) => visit(item, `${pointer}/${at}`, block));
      else if (typeof node === 'object' && node !== null) {
        const object = node as Record<string, unknown>;
        const inner = typeof object.type === 'string' && typeof object.props === 'object' && object.props !== null ? object.type : block;
        for (const [key, child] of Object.entries(object)) visit(child, `${pointer}/${escape(key)}`, inner);
      }
    };
    visit(value, '', null);
  }
  return uses;
}
