// What the HTTP benches of a person's lists share: logging the bench's user in, and measuring each
// route after checking that it answers what it should (autocannon counts a 4xx as an answer).
import { measureRoute, type LoadFigure } from './load';

export interface ListRoute {
  what: string;
  path: string;
  aimP95Ms?: number;
}

export type MeasuredListRoute = ListRoute & { found?: number; byConnections: Record<number, LoadFigure> };

/** A bearer token's header for the bench's user (POST /auth, as the app logs in). */
export async function benchLogin(
  origin: string,
  who: { email: string; password: string },
): Promise<Record<string, string>> {
  const login = await fetch(`${origin}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!login.ok) throw new Error(`${who.email} could not log in: ${login.status} ${await login.text()}`);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/**
 * Each route in turn: one request first (it must succeed, and a route that `mustFind` says should
 * find something must), then the load at each number of connections.
 */
export async function measureListRoutes(
  origin: string,
  routes: readonly ListRoute[],
  headers: Record<string, string>,
  load: { connections: number[]; seconds: number },
  mustFind: (route: ListRoute) => boolean,
): Promise<MeasuredListRoute[]> {
  const measured: MeasuredListRoute[] = [];
  for (const route of routes) {
    const first = await fetch(`${origin}${route.path}`, { headers });
    const body = (await first.json()) as { 'hydra:totalItems'?: number };
    if (!first.ok) throw new Error(`${route.path}: ${first.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (mustFind(route) && !body['hydra:totalItems']) throw new Error(`${route.path} found nothing`);
    const figures = await measureRoute(origin, route.path, headers, load.connections, load.seconds);
    const found = body['hydra:totalItems'];
    measured.push({ ...route, ...(found === undefined ? {} : { found }), ...figures });
  }
  return measured;
}
