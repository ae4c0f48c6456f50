import { describe, expect, it } from 'vitest';
import { folderArticles, folderTrail, subFolders } from './blog-tree.ts';

const folders = [
  { id: 1, idParent: null, order: 2 },
  { id: 2, idParent: null, order: 1 },
  { id: 3, idParent: 1 },
  { id: 4, idParent: 3 },
];
const articles = [
  { id: 10, idFolder: 1, date: '2025-01-10' },
  { id: 11, idFolder: 1, date: '2025-03-01' },
  { id: 12, idFolder: 1, date: '2025-02-01', isValid: false },
  { id: 13, idFolder: null, date: '2024-12-31' },
];

describe('blog tree', () => {
  it('lists the sub-folders of a folder by order, the top level for null', () => {
    expect(subFolders(folders, null).map((f) => f.id)).toEqual([2, 1]);
    expect(subFolders(folders, 1).map((f) => f.id)).toEqual([3]);
    expect(subFolders(folders, 4)).toEqual([]);
  });

  it('lists the published articles of a folder, newest first', () => {
    expect(folderArticles(articles, 1).map((a) => a.id)).toEqual([11, 10]);
    expect(folderArticles(articles, null).map((a) => a.id)).toEqual([13]);
  });

  it('walks from the top folder down to the asked one', () => {
    expect(folderTrail(folders, 4).map((f) => f.id)).toEqual([1, 3, 4]);
    expect(folderTrail(folders, 2).map((f) => f.id)).toEqual([2]);
  });

  it('throws on a missing folder or a loop of parents', () => {
    expect(() => folderTrail(folders, 99)).toThrow('Blog folder 99 not found');
    expect(() => folderTrail([{ id: 1, idParent: 2 }, { id: 2, idParent: 1 }], 1)).toThrow(/loop/);
  });
});
