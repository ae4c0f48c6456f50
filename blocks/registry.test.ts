import { describe, expect, it } from 'vitest';
import { loadBlockDefinition } from './registry.ts';

describe('the browser registry', () => {
  it('loads the browser part of a listed block type', async () => {
    expect(await loadBlockDefinition('hero')).toMatchObject({ messages: { fr: {}, en: {} } });
  });

  it('answers null for a type without a folder, a kit folder and a name that climbs out of blocks/', async () => {
    expect(await loadBlockDefinition('quote')).toBeNull();
    expect(await loadBlockDefinition('content-kit')).toBeNull();
    expect(await loadBlockDefinition('../server')).toBeNull();
    expect(await loadBlockDefinition('Hero')).toBeNull();
  });
});
