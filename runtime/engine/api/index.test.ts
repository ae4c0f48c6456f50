import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('runtime/engine/api public surface', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CHUNK_RELOAD_INTERVAL_MS', 'CHUNK_RELOAD_KEY', 'IMAGE_CDN_PREFIX', 'albumsApi',
        'appendFiles', 'blogApi', 'buildUrl', 'contentApi', 'createApiClient',
        'dataUrlToBlob', 'different', 'failureMessage', 'formsApi', 'greaterOrEqual', 'greaterThan', 'imageUrl',
        'installChunkReload', 'isChunkLoadError', 'isDataUrl', 'lessOrEqual', 'lessThan', 'like', 'listQuery',
        'mediaImage', 'parseImagePath', 'queryString', 'readEnvelope',
        'toMultipart',
      ].sort(),
    );
  });
});
