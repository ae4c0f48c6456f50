import type { Hono } from 'hono';
import type { Health } from '../server/http/health.ts';

/**
 * `GET /healthz`: `{ configVersion, refusedConfig?, database }`, 200 when the database answers,
 * 503 when it does not (decision 0035); `refusedConfig` names a published version this instance
 * refused and why (it serves `configVersion`, the last good one). Never cached; a balancer's health check reads it.
 */
export function healthRoute(app: Hono, health: () => Promise<Health>): void {
  app.get('/healthz', async (c) => {
    const found = await health();
    return c.json(found.body, found.status, { 'Cache-Control': 'no-store' });
  });
}
