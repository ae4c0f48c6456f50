import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A server of the site-owner specs: its own port, a temp copy of site-configs/, a temp DATA_DIR. */
export interface OwnerServer {
  port: number;
  /** The copy of site-configs/ the server reads and the spec may edit. */
  siteConfigs: string;
  url(site: string, pathname: string): string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface OwnerServerOptions {
  /** `start` (production, `scripts/start.ts`) or `dev` (`scripts/dev.ts`, Vite middleware). */
  script: 'start' | 'dev';
  /** Port offset from the suite's server (3199): 21–29 belong to the site-owner specs. */
  offset: number;
  env?: Record<string, string>;
}

/**
 * Starts `scripts/<script>.ts` in its own process group over a copy of site-configs/ (the build
 * of the suite's server is reused) and waits until it serves the home page (at most 180 s).
 */
export async function startOwnerServer(options: OwnerServerOptions): Promise<OwnerServer> {
  const port = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199').port) + options.offset;
  const root = mkdtempSync(path.join(tmpdir(), 'vitrine-owner-'));
  const siteConfigs = path.join(root, 'site-configs');
  cpSync(path.join(process.cwd(), 'site-configs'), siteConfigs, { recursive: true });
  let log = '';
  const child: ChildProcess = spawn('npx', ['tsx', `scripts/${options.script}.ts`], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      SITE_CONFIGS: siteConfigs,
      DATA_DIR: path.join(root, 'data'),
      SITE: 'autocars',
      NODE_ENV: options.script === 'dev' ? 'development' : 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer on port ${port} within 180 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, siteConfigs, url: (site, pathname) => `http://${site}.localhost:${port}${pathname}`, output: () => log, stop };
}
