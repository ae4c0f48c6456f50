import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Requests completed during the run. */
  total: number;
}

/** Runs autocannon against one URL on loopback, bounded in time, and keeps the two figures we report. */
export async function loadTest(
  label: string,
  url: string,
  options: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    duration: options.seconds ?? 5,
    connections: options.connections ?? 10,
    headers: options.headers ?? {},
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export function printResults(title: string, results: LoadResult[], baseline: LoadResult): void {
  console.log(`\n${title}`);
  console.log('route'.padEnd(44) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'vs hello'.padStart(10) + 'non-2xx'.padStart(9));
  for (const r of results) {
    const ratio = baseline.requestsPerSecond / Math.max(1, r.requestsPerSecond);
    console.log(
      r.label.padEnd(44) +
        String(r.requestsPerSecond).padStart(9) +
        String(r.p99Ms).padStart(9) +
        `${ratio.toFixed(2)}×`.padStart(10) +
        String(r.non2xx).padStart(9),
    );
  }
}
