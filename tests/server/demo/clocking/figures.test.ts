import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TechnicianFigures } from '../../../../contract/clocking/figures';
import { localDayOf } from '../../../../contract/clocking/local-time';
import { login, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const DAY_MS = 86_400_000;

/**
 * Issue 47: the demo's figures read as a real garage's. Its technicians' completed jobs of the last
 * three weeks, clocked at 85–115 % of their time, with breaks, split shifts and indirect time.
 */
describe.each(testDatabases)('the demo garages’ technician figures on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  it.each([
    ['Leeds', trade],
    ['Dublin', tradeIe],
  ])('%s: efficiency 85–115 % and productivity 75–90 % over the last three weeks', async (_garage, user) => {
    const { token } = await login(app, user.email, user.password);
    const now = Date.now();
    const from = localDayOf(now - 21 * DAY_MS, 'Europe/London');
    const to = localDayOf(now - DAY_MS, 'Europe/London');
    const answer = await app.inject({
      method: 'GET',
      url: `/api/technician-figures?from=${from}&to=${to}&per=period`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json<TechnicianFigures>().rows.filter((row) => row.attendedHours > 0);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const split = `${row.name}: ${JSON.stringify(row)}`;
      expect(row.efficiency, split).toBeGreaterThanOrEqual(0.85);
      expect(row.efficiency, split).toBeLessThanOrEqual(1.15);
      expect(row.productivity, split).toBeGreaterThanOrEqual(0.75);
      expect(row.productivity, split).toBeLessThanOrEqual(0.9);
      expect(row.breakHours, split).toBeGreaterThan(0);
      expect(Object.values(row.indirectHours).filter((hours) => hours > 0).length, split).toBeGreaterThanOrEqual(3);
    }
  });
});
