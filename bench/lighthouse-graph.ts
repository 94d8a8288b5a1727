// `npm run bench:lighthouse-graph`: what sets Lighthouse's simulated largest paint and blocking
// time on a page, for finding the next step of issue 23 (it writes no results). Lantern, the
// simulation behind Lighthouse's mobile figures, takes every request that ended before the largest
// paint of the unthrottled run, replays them on a slow 4G line (1.6 Mbit/s, 150 ms, six connections)
// with their dependencies, and calls the last one to end the largest paint: a chunk that the screen
// does not need but that loaded before the paint delays it all the same. This prints those requests
// as simulated, and the main-thread tasks of 50 ms or more at 4× that blocking time counts.
// BENCH_PAGES=home,product narrows it; BENCH_RUNS (default 2: a first visit, then a returning one).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { buildClient } from './support/built-client';
import { httpTarget } from './support/http-server';
import { PAGE_PATHS } from './support/lighthouse-pages';

interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number } };
}
type GraphNode =
  | { type: 'network'; request: { url: string; transferSize: number; priority: string } }
  | { type: 'cpu'; childEvents: TraceEvent[] };
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, Timing>;
}
interface Metric {
  timing: number;
  pessimisticEstimate: Estimate;
}

const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9349);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const pages = Object.entries(PAGE_PATHS).filter(
  ([name]) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(name),
);
const ms = (value: number) => String(Math.round(value)).padStart(6);
const where = (event: TraceEvent) => {
  const data = event.args?.data;
  const file = data?.url?.split('/').pop();
  const place = file ? ` ${file}:${data?.lineNumber}:${data?.columnNumber}` : '';
  return `${event.name}${data?.functionName ? ` ${data.functionName}` : ''}${place}`;
};

const dist = await buildClient();
const target = await httpTarget({ products: 5_000, distDir: dist });
const profile = mkdtempSync(join(tmpdir(), 'workbay-bench-graph-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: findChromium(),
  args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  viewport: null,
});
try {
  for (const [name, path] of pages) {
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(`${target.origin}${path}`, {
        port: DEBUG_PORT,
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const computation = { computedCache: new Map(), settings: result.lhr.configSettings };
      const data = Audit.makeMetricComputationDataInput(result.artifacts as never, computation as never);
      const lcp = (await LanternLargestContentfulPaint.request(data, computation as never)) as unknown as Metric;
      const tbt = (await LanternTotalBlockingTime.request(data, computation as never)) as unknown as Metric;
      console.log(
        `\n=== ${name} (${path}), run ${run}: largest paint ${Math.round(lcp.timing)} ms, ` +
          `blocking time ${Math.round(tbt.timing)} ms`,
      );
      console.log('Requests on the way to the largest paint (simulated start, end, ms; bytes as sent):');
      const byStart = (a: [GraphNode, Timing], b: [GraphNode, Timing]) => a[1].startTime - b[1].startTime;
      for (const [node, timing] of [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(byStart)) {
        if (node.type !== 'network') continue;
        const url = node.request.url.replace(target.origin, '');
        console.log(
          `${ms(timing.startTime)} ${ms(timing.endTime)} ${ms(timing.duration)}  ${url} ${node.request.transferSize} B`,
        );
      }
      console.log('Tasks of 50 ms or more at 4× (what blocking time counts between first paint and interactive):');
      for (const [node, timing] of [...tbt.pessimisticEstimate.nodeTimings.entries()].sort(byStart)) {
        if (node.type !== 'cpu' || timing.duration < 50) continue;
        const top = node.childEvents.filter((event) => (event.dur ?? 0) >= 2_500).slice(0, 5);
        console.log(
          `${ms(timing.startTime)} ${ms(timing.endTime)} ${ms(timing.duration)}  ${top.map(where).join(' | ')}`,
        );
      }
    }
  }
} finally {
  await context.close();
  await target.stop();
  rmSync(profile, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
