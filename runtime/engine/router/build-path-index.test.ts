import { describe, expect, it } from 'vitest';
import type { ServedPage } from '../../../schemas/api/pages.ts';
import { buildPathIndex, findPageByPath } from './build-path-index.ts';

const page = (id: number, url: string, children: ServedPage[] = []): ServedPage => ({
  id,
  url,
  title: `Page ${id}`,
  children,
});

const tree: ServedPage[] = [
  page(10, 'voyages-organises', [
    page(11, 'sejour-sportif-scolaire', [page(12, 'sejour-scolaire-neige-classe-montagne')]),
  ]),
  page(50, 'entreprise', [page(51, 'notre-histoire')]),
  page(60, 'nous-contacter'),
];

describe('buildPathIndex', () => {
  const index = buildPathIndex(tree);

  it('resolves pages at any depth from their slugs', () => {
    expect(findPageByPath(index, '/voyages-organises/sejour-sportif-scolaire/sejour-scolaire-neige-classe-montagne')?.page.id).toBe(12);
    expect(findPageByPath(index, '/entreprise/notre-histoire')?.page.id).toBe(51);
    expect(findPageByPath(index, '/nous-contacter')?.page.id).toBe(60);
  });

  it('ignores a trailing slash and letter case', () => {
    expect(findPageByPath(index, '/Nous-Contacter/')?.page.id).toBe(60);
  });

  it('finds nothing for a child slug used without its parent', () => {
    expect(findPageByPath(index, '/notre-histoire')).toBeUndefined();
    expect(findPageByPath(index, '/voyages-organises/notre-histoire')).toBeUndefined();
  });

  it('records the trail of ancestors and indexes by id', () => {
    expect(index.byId.get(12)?.trail).toEqual([10, 11, 12]);
    expect(index.byId.get(12)?.path).toBe('/voyages-organises/sejour-sportif-scolaire/sejour-scolaire-neige-classe-montagne');
  });

  it('keeps the first page when two pages claim the same path', () => {
    const dup = buildPathIndex([page(1, 'a'), page(2, 'a')]);
    expect(findPageByPath(dup, '/a')?.page.id).toBe(1);
  });

  it('indexes a large tree so that lookups do not walk it', () => {
    const big: ServedPage[] = Array.from({ length: 100 }, (_, i) =>
      page(i + 1, `s${i}`, Array.from({ length: 100 }, (_, j) => page(1000 + i * 100 + j, `c${j}`))),
    );
    const bigIndex = buildPathIndex(big);
    expect(bigIndex.byPath.size).toBe(10_100);
    expect(findPageByPath(bigIndex, '/s99/c99')?.page.id).toBe(1000 + 99 * 100 + 99);
  });
});
