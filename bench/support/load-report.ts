// What the HTTP benches print for each route under load, beside the floor (the last route
// measured), and their verdicts at the judged number of connections.
import type { LoadFigure } from './load';

export interface MeasuredRoute {
  what: string;
  aimP95Ms?: number;
  found?: number;
  byConnections: Record<number, LoadFigure>;
}

export interface Verdict {
  what: string;
  aim: string;
  met: boolean;
}

/** Prints every figure (`label` names the database) and the verdicts; answers the verdicts. */
export function reportRoutes(label: string, measured: MeasuredRoute[], judgedAt: number): Verdict[] {
  const floor = measured.at(-1)?.byConnections ?? {};
  const verdicts: Verdict[] = [];
  for (const route of measured) {
    for (const [connections, figure] of Object.entries(route.byConnections)) {
      const base = floor[Number(connections)];
      const errors = figure.errors + figure.timeouts + figure.non2xx;
      console.log(
        `${label}: ${route.what}` +
          (route.found === undefined ? '' : ` (${route.found} found)`) +
          `, ${connections} connection(s): ` +
          `${figure.perSecond} req/s, p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms` +
          (base && route.aimP95Ms ? ` (floor p95 ${base.p95Ms} ms)` : '') +
          (errors ? `, ${figure.errors} errors, ${figure.timeouts} timeouts, ${figure.non2xx} non-2xx` : ''),
      );
    }
    const judged = route.byConnections[judgedAt];
    if (route.aimP95Ms && judged) {
      const met = judged.p95Ms <= route.aimP95Ms && judged.non2xx === 0 && judged.errors === 0;
      verdicts.push({ what: route.what, aim: `p95 ≤ ${route.aimP95Ms} ms at ${judgedAt} connections`, met });
    }
  }
  for (const verdict of verdicts) console.log(`PostgreSQL: ${verdict.what}: ${verdict.aim} ${verdict.met ? '✓' : '✗'}`);
  return verdicts;
}
