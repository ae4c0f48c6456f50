import { isDeepStrictEqual } from 'node:util';

/**
 * One place both editors changed differently (docs/editor.md, "Several editors"):
 * - `value`: the same field (or the same whole value) given two different values;
 * - `removed`: a block (or page, or file) one removed while the other changed it;
 * - `order`: a list both reordered, differently.
 * `id` names the place by block keys and page ids (`/config/layout/@k3v9x0qa/props/title/fr`), the
 * same on every side, and is what the owner's choice is sent back with; `pointer` is the JSON
 * pointer of that place in the owner's own version (or the other one's when the owner removed it),
 * for words. `theirs` is the draft's value of now, `mine` the writer's; undefined: absent.
 */
export interface MergeConflict {
  id: string;
  pointer: string;
  kind: 'value' | 'removed' | 'order';
  theirs: unknown;
  mine: unknown;
}

/** The owner's choice at a conflict: keep the draft's value of now, or their own. */
export type MergeChoice = 'theirs' | 'mine';

export interface MergeResult {
  /** The merged value (at an unresolved conflict, the draft's value of now). */
  value: unknown;
  /** The conflicts left without a choice: the write is refused while any is left. */
  conflicts: MergeConflict[];
}

type Item = Record<string, unknown>;
const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A list merged item by item: every item an object with its block `key` (layouts, slots) or page `id` (pages.json). */
const identity = (item: unknown): string | null => {
  if (!isObject(item)) return null;
  if (typeof item.key === 'string') return `@${item.key}`;
  if (typeof item.id === 'number') return `@${item.id}`;
  return null;
};
const isKeyedList = (value: unknown): value is Item[] => Array.isArray(value) && value.every((item) => identity(item) !== null) && new Set(value.map(identity)).size === value.length;
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

interface Place {
  id: string;
  pointer: string;
}

/**
 * Three-way merge of one JSON document (pure): `base` is what the writer started from, `theirs`
 * the draft of now, `mine` the writer's version. A value only one side changed takes that change;
 * objects merge key by key; keyed lists (blocks by `key`, pages by `id`) merge item by item, an
 * item added by either side kept at its place, an item removed by one side and left alone by the
 * other removed; what both changed differently is a conflict, decided by `choose(id)` when the
 * owner has chosen, else reported (and the draft's value kept meanwhile).
 */
export function mergeDocument(base: unknown, theirs: unknown, mine: unknown, choose: (id: string) => MergeChoice | undefined = () => undefined): MergeResult {
  const conflicts: MergeConflict[] = [];
  const conflict = (place: Place, kind: MergeConflict['kind'], their: unknown, my: unknown, resolved: { theirs: unknown; mine: unknown } = { theirs: their, mine: my }): unknown => {
    const choice = choose(place.id);
    if (choice === 'mine') return resolved.mine;
    if (choice === 'theirs') return resolved.theirs;
    conflicts.push({ ...place, kind, theirs: their, mine: my });
    return resolved.theirs;
  };

  const merge = (b: unknown, t: unknown, m: unknown, place: Place): unknown => {
    if (isDeepStrictEqual(m, b)) return t;
    if (isDeepStrictEqual(t, b) || isDeepStrictEqual(t, m)) return m;
    if (isObject(t) && isObject(m) && (isObject(b) || b === undefined)) return mergeObject(isObject(b) ? b : {}, t, m, place);
    if (isKeyedList(t) && isKeyedList(m) && (isKeyedList(b) || b === undefined)) return mergeList(isKeyedList(b) ? b : [], t, m, place);
    return conflict(place, t === undefined || m === undefined ? 'removed' : 'value', t, m);
  };

  const mergeObject = (b: Item, t: Item, m: Item, place: Place): Item => {
    const out: Item = {};
    for (const name of new Set([...Object.keys(t), ...Object.keys(m), ...Object.keys(b)])) {
      const value = merge(b[name], t[name], m[name], { id: `${place.id}/${escape(name)}`, pointer: `${place.pointer}/${escape(name)}` });
      if (value !== undefined) out[name] = value;
    }
    // Keep the writer's order of keys, then any key only the draft has (files stay as a person wrote them).
    const order = [...Object.keys(m), ...Object.keys(t).filter((name) => !(name in m))];
    return Object.fromEntries(order.filter((name) => name in out).map((name) => [name, out[name]]));
  };

  const mergeList = (b: Item[], t: Item[], m: Item[], place: Place): Item[] => {
    const byId = (list: Item[]) => new Map(list.map((item, index) => [identity(item)!, { item, index }]));
    const [bs, ts, ms] = [byId(b), byId(t), byId(m)];
    const kept = new Map<string, unknown>();
    for (const id of new Set([...ts.keys(), ...ms.keys(), ...bs.keys()])) {
      const [inB, inT, inM] = [bs.get(id), ts.get(id), ms.get(id)];
      const at: Place = { id: `${place.id}/${id}`, pointer: `${place.pointer}/${(inM ?? inT)?.index ?? 0}` };
      let value: unknown;
      if (inT && inM) value = merge(inB?.item, inT.item, inM.item, at);
      else if (inB && inM) value = isDeepStrictEqual(inM.item, inB.item) ? undefined : conflict(at, 'removed', undefined, inM.item); // they removed it
      else if (inB && inT) value = isDeepStrictEqual(inT.item, inB.item) ? undefined : conflict(at, 'removed', inT.item, undefined); // I removed it
      else if (!inB) value = (inT ?? inM)!.item; // added by one side
      if (value !== undefined) kept.set(id, value);
    }
    // The order: the side that reordered the items both kept wins; both reordering differently is a conflict.
    const common = (list: Item[]) => list.map(identity).filter((id): id is string => id !== null && bs.has(id) && ts.has(id) && ms.has(id));
    const [bo, to, mo] = [common(b), common(t), common(m)];
    let lead = t;
    if (!isDeepStrictEqual(mo, bo) && !isDeepStrictEqual(to, bo) && !isDeepStrictEqual(mo, to)) {
      lead = conflict({ id: `${place.id}#order`, pointer: place.pointer }, 'order', t, m, { theirs: t, mine: m }) as Item[];
    } else if (!isDeepStrictEqual(mo, bo)) lead = m;
    const other = lead === t ? m : t;
    const ids = lead.map(identity).filter((id): id is string => id !== null && kept.has(id));
    // Items only the other side holds (it added them, or kept one the lead removed) go after the item before them there.
    other.forEach((item, index) => {
      const id = identity(item)!;
      if (!kept.has(id) || ids.includes(id)) return;
      const before = other.slice(0, index).map(identity).reverse().find((one) => one !== null && ids.includes(one));
      ids.splice(before ? ids.indexOf(before) + 1 : 0, 0, id);
    });
    for (const id of kept.keys()) if (!ids.includes(id)) ids.push(id);
    return ids.map((id) => kept.get(id) as Item);
  };

  return { value: merge(base, theirs, mine, { id: '', pointer: '' }), conflicts };
}
