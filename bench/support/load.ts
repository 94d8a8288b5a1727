// One route under load: autocannon (in this process) against the server (in its own), at each
// number of connections in turn. Every response's time is kept, so that p95 is exact (autocannon
// itself reports p90, p97.5 and p99).
import autocannon from 'autocannon';

export interface LoadFigure {
  connections: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface RouteFigures {
  byConnections: Record<number, LoadFigure>;
}

const round = (n: number) => Math.round(n * 100) / 100;

function percentile(sorted: number[], q: number): number {
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

/** A write to load instead of a GET: a POST with its JSON body (an invoice's PDF). */
export interface LoadRequest {
  method: 'POST';
  body: string;
}

async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  request?: LoadRequest,
): Promise<LoadFigure> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections, duration: seconds, timeout: 10, ...request },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 400) times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    connections,
    perSecond: round(times.length / seconds),
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p97_5Ms: percentile(times, 0.975),
    p99Ms: percentile(times, 0.99),
    maxMs: round(times.at(-1) ?? 0),
    requests: times.length,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A short warm-up at 16 connections (the route's caches filled, the JIT settled), then each load. */
export async function measureRoute(
  origin: string,
  path: string,
  headers: Record<string, string>,
  connections: number[],
  seconds: number,
  request?: LoadRequest,
): Promise<RouteFigures> {
  const url = `${origin}${path}`;
  await load(url, headers, 16, Math.min(3, seconds), request);
  const byConnections: Record<number, LoadFigure> = {};
  for (const count of connections) byConnections[count] = await load(url, headers, count, seconds, request);
  return { byConnections };
}
