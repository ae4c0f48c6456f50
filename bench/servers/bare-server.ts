// Child process of `npm run bench`: serves the bare renderToString baseline (bench/servers/bare-app.ts).
// Usage: node --import tsx bench/servers/bare-server.ts <api origin> <host> <path>… — prints "listening <origin>".
process.env.NODE_ENV = 'production';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface BareServer {
  origin: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts the baseline server in its own Node process and waits for its address (at most 60 s). */
export function startBareServer(apiOrigin: string, host: string, paths: readonly string[]): Promise<BareServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), apiOrigin, host, ...paths], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error('the bare server did not start within 60 s'))), 60_000);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: match[1]!, pid: child.pid, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare server exited with code ${code}: ${output}`));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [apiOrigin, host, ...paths] = process.argv.slice(2);
  if (!apiOrigin || !host || paths.length === 0) throw new Error('usage: bare-server.ts <api origin> <host> <path>…');
  const { serve } = await import('@hono/node-server');
  const { createBareApp } = await import('./bare-app.ts');
  const app = await createBareApp(apiOrigin, host, paths);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
    console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
