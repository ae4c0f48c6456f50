/** What the tree walk needs of a folder and of an article (blog.json shapes satisfy these). */
interface TreeFolder {
  id: number;
  idParent: number | null;
  order?: number | undefined;
}
interface TreeArticle {
  idFolder: number | null;
  isValid?: boolean | undefined;
  date: string;
}

/** The sub-folders of `idFolder` (null = top level), by `order` then id. */
export function subFolders<F extends TreeFolder>(folders: readonly F[], idFolder: number | null): F[] {
  return folders
    .filter((folder) => folder.idParent === idFolder)
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.id - b.id);
}

/** The published articles filed in `idFolder` (null = top level), newest first. */
export function folderArticles<A extends TreeArticle>(articles: readonly A[], idFolder: number | null): A[] {
  return articles
    .filter((article) => article.idFolder === idFolder && article.isValid !== false)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * The folders from the top down to `idFolder` included. Throws when a folder is missing or when
 * the parents loop (a configuration error the schema cannot see).
 */
export function folderTrail<F extends TreeFolder>(folders: readonly F[], idFolder: number): F[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const trail: F[] = [];
  const seen = new Set<number>();
  let current: number | null = idFolder;
  while (current !== null) {
    if (seen.has(current)) throw new Error(`Blog folders loop through folder ${current}`);
    seen.add(current);
    const folder = byId.get(current);
    if (!folder) throw new Error(`Blog folder ${current} not found`);
    trail.unshift(folder);
    current = folder.idParent;
  }
  return trail;
}
