import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lingeringClose } from './lingering-close.ts';

/**
 * @hono/node-server's `serve`, with a refused body read after its answer up to LINGER_LIMITS
 * (lingeringClose) instead of the adapter's own clean-up, which closes the connection 500 ms after
 * the answer, often while the client is still sending.
 */
export function serveNode(options: { fetch: (request: Request, env: object) => Response | Promise<Response>; hostname: string; port: number }, listening?: (info: AddressInfo) => void): ServerType {
  const server = serve({ ...options, autoCleanupIncoming: false }, listening);
  lingeringClose(server as Server);
  return server;
}
