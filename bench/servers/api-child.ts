import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The reference API in a child process of its own (bench/servers/api-server.ts) on DATA_DIR `dataDir`,
 * so a load generator here does not share its thread. Resolves once it listens.
 */
export async function startApiChild(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/servers/api-server.ts'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`API server exited (${code}) before it was ready`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}
