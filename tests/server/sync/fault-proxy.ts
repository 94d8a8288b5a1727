import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/http/headers';
import { createRandom, stableHash } from '../../../server/prng';

/**
 * The bad network between the simulated tablets and the server: an HTTP proxy on loopback that
 * drops a request before the server sees it, drops the answer after the server handled it (the
 * tablet sees a network error either way), sends a request twice, or holds it back a while.
 *
 * Each request's fault is drawn from the seed, the request itself (method, path, key) and how
 * many times that request has come before, not from the order requests happen to arrive in: the
 * same seed gives every request the same fate, whatever the interleaving.
 *
 * The server behind it can change (a restart listens on a new port) and there can be two for a
 * while (a rolling restart): new requests go to the newest; a duplicate goes to the other one.
 * A server that cannot be reached answers 502, as a load balancer would.
 */
export type Fault = 'pass' | 'delay' | 'dropRequest' | 'dropAnswer' | 'duplicate';

export interface FaultRates {
  dropRequest: number;
  dropAnswer: number;
  duplicate: number;
  delay: number;
  maxDelayMs: number;
}

/** What the server answered one forwarded request, or why it did not. */
export type Exchange =
  { status: number; body: string; replayed: boolean; headers: http.IncomingHttpHeaders } | { error: string };

/** A request sent twice, and both answers: a replay must not have had a second effect. */
export interface DuplicatePair {
  method: string;
  url: string;
  key: string | undefined;
  first: Exchange;
  second: Exchange;
}

export interface ProxyStats {
  /** Requests the tablets sent. */
  requests: number;
  faults: Record<Fault, number>;
  /** Requests that reached a server (a duplicate counts twice). */
  forwarded: number;
  /** Answered 502: no server listening, or the connection broke. */
  unreachable: number;
}

interface Upstream {
  port: number;
  agent: http.Agent;
}

const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'accept-encoding',
]);

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class FaultProxy {
  readonly stats: ProxyStats = {
    requests: 0,
    faults: { pass: 0, delay: 0, dropRequest: 0, dropAnswer: 0, duplicate: 0 },
    forwarded: 0,
    unreachable: 0,
  };
  readonly duplicates: DuplicatePair[] = [];
  /** Called as each keyed request (a replayed write) is forwarded, with how many so far. */
  onWrite: ((count: number) => void) | undefined;

  private readonly server = http.createServer((request, response) => {
    this.handle(request, response).catch((error: unknown) => {
      response.destroy(error as Error);
    });
  });
  private upstreams: Upstream[] = [];
  private readonly retired: Upstream[] = [];
  private readonly seen = new Map<string, number>();
  private writes = 0;
  private faultsOn = true;

  constructor(
    private readonly seed: number,
    private readonly writeRates: FaultRates,
    private readonly readRates: FaultRates,
  ) {}

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Sends new requests to this server from now on. */
  addUpstream(port: number): void {
    this.upstreams.push({ port, agent: new http.Agent({ keepAlive: true, maxSockets: 16 }) });
  }

  /** That server is gone; requests already on their way to it finish as it lets them. */
  removeUpstream(port: number): void {
    const gone = this.upstreams.filter((upstream) => upstream.port === port);
    this.upstreams = this.upstreams.filter((upstream) => upstream.port !== port);
    this.retired.push(...gone);
  }

  /** Faults off: the final reads see the server as it is. */
  setFaults(on: boolean): void {
    this.faultsOn = on;
  }

  async close(): Promise<void> {
    for (const upstream of [...this.upstreams, ...this.retired]) upstream.agent.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private choose(
    method: string,
    url: string,
    key: string | undefined,
  ): { fault: Fault; delayMs: number; lagMs: number } {
    const name = `${method} ${url} ${key ?? ''}`;
    const nth = (this.seen.get(name) ?? 0) + 1;
    this.seen.set(name, nth);
    const random = createRandom(stableHash(`${this.seed}|${name}|${nth}`));
    const rates = key ? this.writeRates : this.readRates;
    const draw = random.next();
    let fault: Fault = 'pass';
    if (this.faultsOn) {
      let edge = rates.dropRequest;
      if (draw < edge) fault = 'dropRequest';
      else if (draw < (edge += rates.dropAnswer)) fault = 'dropAnswer';
      else if (draw < (edge += rates.duplicate)) fault = 'duplicate';
      else if (draw < (edge += rates.delay)) fault = 'delay';
    }
    return { fault, delayMs: random.int(1, rates.maxDelayMs), lagMs: random.int(0, 15) };
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const keyHeader = request.headers[IDEMPOTENCY_HEADER];
    const key = typeof keyHeader === 'string' ? keyHeader : undefined;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    headers['content-length'] = body.length;

    const { fault, delayMs, lagMs } = this.choose(method, url, key);
    this.stats.requests += 1;
    this.stats.faults[fault] += 1;
    if (fault === 'delay') await sleep(delayMs);
    if (fault === 'dropRequest') {
      request.socket.destroy();
      return;
    }
    if (key) this.onWrite?.(++this.writes);

    let answer: Exchange;
    if (fault === 'duplicate') {
      const newest = this.upstreams.at(-1);
      const other = this.upstreams.length > 1 ? this.upstreams[0] : newest;
      const [first, second] = await Promise.all([
        this.forward(newest, method, url, headers, body),
        sleep(lagMs).then(() => this.forward(other, method, url, headers, body)),
      ]);
      this.duplicates.push({ method, url, key, first, second });
      answer = first;
    } else {
      answer = await this.forward(this.upstreams.at(-1), method, url, headers, body);
    }

    if (fault === 'dropAnswer') {
      request.socket.destroy();
      return;
    }
    if ('error' in answer) {
      this.stats.unreachable += 1;
      response.writeHead(502, { 'content-type': 'application/problem+json' });
      response.end(JSON.stringify({ status: 502, title: 'Bad Gateway', detail: answer.error }));
      return;
    }
    const out: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
    response.writeHead(answer.status, out);
    response.end(answer.body);
  }

  private forward(
    upstream: Upstream | undefined,
    method: string,
    url: string,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
  ): Promise<Exchange> {
    if (!upstream) return Promise.resolve({ error: 'No server' });
    this.stats.forwarded += 1;
    return new Promise((resolve) => {
      const outgoing = http.request(
        { host: '127.0.0.1', port: upstream.port, method, path: url, headers, agent: upstream.agent, timeout: 15_000 },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              replayed: incoming.headers[IDEMPOTENT_REPLAYED_HEADER] === 'true',
              headers: incoming.headers,
            }),
          );
          incoming.on('error', (error) => resolve({ error: error.message }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('Timed out')));
      outgoing.on('error', (error) => resolve({ error: error.message }));
      outgoing.end(body);
    });
  }
}
