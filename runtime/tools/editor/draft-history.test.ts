import { describe, expect, it } from 'vitest';
import { pushHistory, redoHistory, startHistory, undoHistory } from './draft-history.ts';

describe('draft history', () => {
  it('undoes and redoes states in order, and a new change drops what was undone', () => {
    let history = pushHistory(pushHistory(startHistory('a'), 'b'), 'c');
    history = undoHistory(history);
    expect(history.present).toBe('b');
    history = undoHistory(history);
    expect(history.present).toBe('a');
    expect(undoHistory(history)).toBe(history);
    history = redoHistory(history);
    expect(history.present).toBe('b');
    history = pushHistory(history, 'd');
    expect(history.future).toEqual([]);
    expect(redoHistory(history)).toBe(history);
    expect(undoHistory(history).present).toBe('b');
  });
});
