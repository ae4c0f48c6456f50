import { hostname } from 'node:os';

/** `$INSTANCE_ID`, else `<host name>-<pid>`: the `X-Served-By` header of every answer (decision 0035). */
export function instanceIdFromEnv(env: NodeJS.ProcessEnv, pid = process.pid): string {
  const named = env.INSTANCE_ID?.trim();
  if (named) {
    if (!/^[\w.:-]{1,100}$/.test(named)) throw new Error(`INSTANCE_ID must be 1 to 100 letters, digits, '.', ':', '_' or '-', got "${named}"`);
    return named;
  }
  return `${hostname()}-${pid}`;
}
