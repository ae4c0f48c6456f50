import { assert, login, newCart, orderBody, type Cluster } from './cluster-checks.ts';
import { call, waitUntil } from './http.ts';

interface ServedPage { id: number; children?: ServedPage[] }
const flatten = (pages: readonly ServedPage[]): ServedPage[] => pages.flatMap((page) => [page, ...flatten(page.children ?? [])]);

/** A changed layout viewed by an admin on the three instances at once: one screenshot, by one of them. */
export async function onePreview(c: Cluster): Promise<string> {
  const { token, cookie } = await login(c, '88');
  const tree = await call(c.lb, '/api/page', { headers: { idSite: '88' } });
  const pages = flatten(tree.json().data as ServedPage[]);
  const [first, ...others] = c.instances;
  let idPage: number | undefined;
  for (const page of pages.slice(0, 20)) {
    if ((await call(first!.port, `/admin/preview/${page.id}/1`, { headers: { cookie } })).status === 200) {
      idPage = page.id;
      break;
    }
  }
  assert(idPage !== undefined, 'no page of domaine has a layout to preview');
  const views = await Promise.all(others.map((instance) => call(instance.port, `/admin/preview/${idPage}/1`, { headers: { cookie } })));
  assert(views.every((view) => view.status === 200), `preview page: ${views.map((view) => view.status).join(', ')}`);
  const auth = { idSite: '88', authorization: `Bearer ${token}` };
  type Stored = { idPage: number; idLayout: number; hash: string | null; preview: { hash: string | null } | null };
  const made = await waitUntil(async () => {
    const stored = (await call(c.lb, '/api/admin/layouts', { headers: auth })).json().data as Stored[];
    const row = stored.find((one) => one.idPage === idPage && one.idLayout === 1);
    return Boolean(row?.preview && row.preview.hash === row.hash);
  }, 90_000, 500);
  const line = new RegExp(`preview of page ${idPage} layout 1 made`, 'g');
  const by = c.instances.map((instance) => `${instance.name}:${instance.process.output().match(line)?.length ?? 0}`);
  const failed = c.instances.map((instance) => /preview of page \d+ layout \d+ not made: (.*)/.exec(instance.process.output())?.[1]).find(Boolean);
  assert(made, `no preview stored within 90 s${failed ? ` (${failed})` : ''}`);
  const shots = c.instances.reduce((sum, instance) => sum + (instance.process.output().match(line)?.length ?? 0), 0);
  assert(shots === 1, `${shots} screenshots of page ${idPage} layout 1 (${by.join(', ')})`);
  return `page ${idPage} layout 1 pictured once (${by.join(', ')})`;
}

/**
 * Guests ordering (6 at a time) while one instance is killed with SIGKILL: failures at most the
 * requests in flight then, no cart with two orders, and every mail of the outbox at the sink
 * (a duplicate at most for the mail the dead instance was sending: at-least-once, one Message-ID).
 */
export async function killUnderLoad(c: Cluster): Promise<string> {
  const victim = c.instances[1]!;
  let inFlight = 0;
  let done = 0;
  let failures = 0;
  let inFlightAtKill = -1;
  let killedAt = '';
  const carts: string[] = [];
  const attempt = async <T>(step: () => Promise<T>): Promise<T> => {
    for (let tries = 0; tries < 4; tries += 1) {
      inFlight += 1;
      try {
        const result = await step();
        return result;
      } catch {
        failures += 1;
      } finally {
        inFlight -= 1;
        done += 1;
        if (done === 40 && inFlightAtKill < 0) {
          inFlightAtKill = inFlight;
          killedAt = new Date().toISOString();
          victim.process.child.kill('SIGKILL');
        }
      }
    }
    throw new Error('four attempts failed');
  };
  const worker = async (w: number) => {
    for (let n = 0; n < 12; n += 1) {
      const cartId = await attempt(async () => (await newCart(c, 101, 3)).cartId);
      carts.push(cartId);
      await attempt(async () => {
        const answer = await call(c.lb, '/api/order', { method: 'POST', headers: { idSite: '88' }, body: orderBody(cartId, `charge-${w}-${n}@example.fr`) });
        if (answer.status >= 500) throw new Error(String(answer.status));
        assert(answer.status === 201 || answer.status === 200, `order: HTTP ${answer.status} ${answer.text().slice(0, 200)}`);
      });
    }
  };
  await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
  assert(inFlightAtKill >= 0, 'the instance was never killed');
  assert(failures <= inFlightAtKill, `${failures} failed requests, more than the ${inFlightAtKill} in flight at the kill`);
  const twice = await c.sql.query('select "cartId" from "orders" group by "cartId" having count(*) > 1');
  assert(twice.rowCount === 0, `${twice.rowCount} carts with two orders`);
  const ordered = await c.sql.query('select count(*)::int as n from "orders" where "cartId" = any($1)', [carts]);
  assert(ordered.rows[0].n === carts.length, `${ordered.rows[0].n} orders for ${carts.length} carts`);
  const sent = await waitUntil(async () => (await c.sql.query('select count(*)::int as n from "outbox" where "sentAt" is null')).rows[0].n === 0, 60_000, 500);
  const rows = (await c.sql.query<{ id: number }>('select "id" from "outbox" order by "id"')).rows;
  assert(sent, `${rows.length} mails in the outbox, some still unsent after 60 s`);
  const received = new Map<string, number>();
  for (const mail of c.mails) {
    const id = /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? '';
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  const missing = rows.filter((row) => !received.has(`<outbox-${row.id}@vitrine.mail>`));
  const duplicates = [...received.values()].reduce((sum, count) => sum + count - 1, 0);
  assert(missing.length === 0, `${missing.length} of ${rows.length} mails never reached the sink (first: ${missing[0]?.id})`);
  if (duplicates > 1) {
    const twiceIds = [...received].filter(([, count]) => count > 1).map(([id]) => Number(/outbox-(\d+)@/.exec(id)?.[1]));
    const attempts = (await c.sql.query('select "id", "attempts", "createdAt", "sentAt" from "outbox" where "id" = any($1)', [twiceIds])).rows;
    throw new Error(`${duplicates} mails received twice (at most the one in flight at the kill): ${JSON.stringify(attempts)}, killed at ${killedAt}`);
  }
  return `${done} requests, instance ${victim.name} killed with ${inFlightAtKill} in flight, ${failures} failed; ${carts.length} carts, one order each; ${rows.length} mails, each at the sink (${duplicates} resent with its Message-ID)`;
}
