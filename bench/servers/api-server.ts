// The server side of `npm run bench:api`, in a process of its own so that the load generator
// does not share its thread: the reference API plus a bare hello-world route, on $PORT.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createApi } from '../../server/app.ts';
import { createContext } from '../../server/create-context.ts';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';

const ctx = await createContext({ checks: await loadBlockChecks(), dataDir: process.env.DATA_DIR, watch: false });
const app = new Hono();
app.get('/__hello', (c) => c.json({ success: true, data: 'hello', message: '' }));
app.route('/', createApi(ctx));
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
server.once('listening', () => process.stdout.write(`ready ${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => void ctx.close().then(() => process.exit(0))));
