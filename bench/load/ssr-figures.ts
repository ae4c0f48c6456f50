import { loadTest } from './autocannon-run.ts';
import { processCpuMs } from './process-cpu.ts';

export interface Target {
  label: string;
  origin: string;
  pid: number | undefined;
}

export interface SsrSide {
  label: string;
  requestsPerSecond: number;
  /** Worst p99 latency of the rounds, ms. */
  p99Ms: number;
  non2xx: number;
  /** Server CPU time per request (from /proc), ms; null where /proc is missing. */
  cpuMsPerRequest: number | null;
}

/**
 * Loads each target with autocannon (10 connections, loopback) in alternating rounds of
 * `seconds`, so a change in the machine's load during the run hits both sides alike; adds up the
 * requests, and the server process's CPU time per request.
 */
export async function ssrFigures(targets: readonly Target[], path: string, headers: Record<string, string>, rounds: number, seconds: number): Promise<SsrSide[]> {
  const sums = targets.map((target) => ({ target, requests: 0, seconds: 0, p99Ms: 0, non2xx: 0, cpuMs: 0 as number | null }));
  for (let round = 0; round < rounds; round++) {
    for (const sum of sums) {
      const before = processCpuMs(sum.target.pid);
      const result = await loadTest(sum.target.label, `${sum.target.origin}${path}`, { seconds, headers });
      const after = processCpuMs(sum.target.pid);
      sum.requests += result.total;
      sum.seconds += seconds;
      sum.p99Ms = Math.max(sum.p99Ms, result.p99Ms);
      sum.non2xx += result.non2xx;
      sum.cpuMs = before === null || after === null || sum.cpuMs === null ? null : sum.cpuMs + (after - before);
    }
  }
  return sums.map((sum) => ({
    label: sum.target.label,
    requestsPerSecond: Math.round(sum.requests / sum.seconds),
    p99Ms: sum.p99Ms,
    non2xx: sum.non2xx,
    cpuMsPerRequest: sum.cpuMs === null || sum.requests === 0 ? null : sum.cpuMs / sum.requests,
  }));
}
