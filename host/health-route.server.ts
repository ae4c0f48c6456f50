import type { Hono } from 'hono';
import type { Health } from '../server/http/health.ts';

/**
 * `GET /healthz`: `{ configVersion, database }`, 200 when the database answers, 503 when it does
 * not (decision 0035). Never cached; a balancer's health check reads it.
 */
export function healthRoute(app: Hono, health: () => Promise<Health>): void {
  app.get('/healthz', async (c) => {
    const found = await health();
    return c.json(found.body, found.status, { 'Cache-Control': 'no-store' });
  });
}
