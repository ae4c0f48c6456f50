import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, waitUntil } from './http.ts';

/** Every process the driver started, stopped on exit whatever happens. */
const children = new Set<ChildProcess>();

export function stopAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

export interface Started {
  name: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Stops it (SIGTERM, then SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/** Starts a process whose output goes to `<logDir>/<name>.log` and to memory. */
export function startProcess(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const log = createWriteStream(join(options.logDir, `${name}.log`));
  let text = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    if (text.length < 2_000_000) text += chunk.toString('utf8');
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('exit', () => {
    children.delete(child);
    log.end();
  });
  return {
    name, child,
    output: () => text,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One instance of the shop from the existing build (`scripts/start.ts --no-build`), as one process: kill -9 reaches the server itself. */
export async function startInstance(input: { name: string; port: number; root: string; env: NodeJS.ProcessEnv; logDir: string; timeoutMs?: number }): Promise<Started> {
  const started = startProcess(`instance-${input.name}`, process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    cwd: input.root, logDir: input.logDir, env: { ...input.env, PORT: String(input.port), INSTANCE_ID: input.name },
  });
  const healthy = await waitUntil(async () => {
    if (started.child.exitCode !== null) throw new Error('exited');
    return (await call(input.port, '/healthz', { timeoutMs: 2000 })).status === 200;
  }, input.timeoutMs ?? 120_000, 500);
  if (!healthy) throw new Error(`instance ${input.name} did not answer /healthz on port ${input.port}:\n${started.output().slice(-3000)}`);
  return started;
}

/** HAProxy round robin over the instances, health-checked on /healthz, the client's address in X-Forwarded-For. */
export async function startHaproxy(input: { port: number; backends: { name: string; port: number }[]; dir: string; logDir: string }): Promise<Started> {
  const file = join(input.dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(input.port, input.backends));
  const started = startProcess('haproxy', 'haproxy', ['-db', '-f', file], { cwd: input.dir, env: process.env, logDir: input.logDir });
  const up = await waitUntil(async () => (await call(input.port, '/healthz', { timeoutMs: 2000 })).status === 200, 20_000);
  if (!up) throw new Error(`haproxy did not answer on port ${input.port}:\n${started.output().slice(-2000)}`);
  return started;
}

/** The balancer's configuration (the README's example, on loopback ports). */
export function haproxyConfig(port: number, backends: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 1024',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 3',
    '  option redispatch 1',
    '  option forwardfor',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /healthz hdr Host domaine.localhost',
    '  default-server inter 1s fall 2 rise 2',
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
    '',
  ].join('\n');
}
