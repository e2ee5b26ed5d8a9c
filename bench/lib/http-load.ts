/** Runs autocannon against one URL and returns the figures every benchmark prints. */
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  name: string,
  url: string,
  options: {
    connections?: number;
    durationSec?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    /** Run the load generator in worker threads, off the event loop of an in-process server. */
    workers?: number;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSec ?? Number(process.env.BENCH_DURATION ?? 10),
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    ...(options.workers ? { workers: options.workers } : {}),
  });
  return {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.info(`\n${title}`);
  console.table(
    rows.map((r) => ({
      benchmark: r.name,
      'req/s': r.requestsPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'non-2xx': r.non2xx,
    })),
  );
}
