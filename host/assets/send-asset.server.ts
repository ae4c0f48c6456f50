import { preferredEncoding } from './preferred-encoding.ts';
import { contentType, isFile, sendFile } from './send-file.server.ts';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * A built asset, as the file compressed at build time (`<file>.br` or `<file>.gz`, see
 * `precompressAssets`) when the client accepts that encoding and it exists, else the file itself.
 * Either way the answer says it varies by `Accept-Encoding`, and a range request gets the
 * identity file, so byte ranges stay those of the asset.
 */
export function sendAsset(file: string, cacheControl: string, request: Request): Response {
  const encoding = request.headers.get('range') ? null : preferredEncoding(request.headers.get('accept-encoding'));
  const compressed = encoding ? `${file}${SUFFIX[encoding]}` : null;
  const response = compressed && isFile(compressed)
    ? sendFile(compressed, cacheControl, request, { contentType: contentType(file), contentEncoding: encoding! })
    : sendFile(file, cacheControl, request);
  if (isFile(`${file}.br`) || isFile(`${file}.gz`)) response.headers.set('Vary', 'Accept-Encoding');
  return response;
}
