import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('runtime/api public surface', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CHUNK_RELOAD_INTERVAL_MS', 'CHUNK_RELOAD_KEY', 'IMAGE_CDN_PREFIX', 'accountApi', 'adminApi', 'albumsApi',
        'appendFiles', 'authApi', 'blogApi', 'buildUrl', 'cartApi', 'checkoutApi', 'contentApi', 'createApiClient',
        'dataOrNull', 'dataUrlToBlob', 'different', 'failureMessage', 'formsApi', 'greaterOrEqual', 'greaterThan', 'imageUrl',
        'installChunkReload', 'isChunkLoadError', 'isDataUrl', 'lessOrEqual', 'lessThan', 'like', 'listQuery',
        'mediaImage', 'ordersApi', 'parseImagePath', 'queryString', 'readEnvelope', 'shopApi', 'siteApi', 'startup',
        'toMultipart',
      ].sort(),
    );
  });
});
