import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TechnicianFigures } from '../../../../contract/clocking/figures';
import { loadDemoClockEvents } from '../../../../server/demo/clocking/load';
import { bearer, login, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('the demo clocks on $name', (database) => {
  let app: FastifyInstance;
  let db: Parameters<typeof loadDemoClockEvents>[0];
  const figures = async (email: string, password: string) => {
    const { token } = await login(app, email, password);
    const response = await app.inject({
      method: 'GET',
      url:
        '/api/technician-figures?per=period&from=' + new Date(Date.now() - 28 * 86_400_000).toISOString().slice(0, 10),
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TechnicianFigures>();
  };

  beforeAll(async () => {
    const handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    db = handle.db;
  });
  afterAll(() => app.close());

  it('gives each technician weeks of shifts, jobs and some indirect time; the manager clocks nothing', async () => {
    for (const user of [trade, tradeIe]) {
      const { rows } = await figures(user.email, user.password);
      const [manager, ...team] = rows;
      expect(manager).toMatchObject({ attendedHours: 0, clockedOnJobsHours: 0 });
      expect(team).toHaveLength(3);
      for (const row of team) {
        expect(row.attendedHours, row.name).toBeGreaterThan(100);
        expect(row.productivity!, row.name).toBeGreaterThan(0.6);
        expect(row.productivity!, row.name).toBeLessThan(1);
        expect(row.flaggedClocks, row.name).toBe(0);
        expect(
          Object.values(row.indirectHours).reduce((a, b) => a + b, 0),
          row.name,
        ).toBeGreaterThan(0);
      }
      expect(team.some((row) => row.soldHours > 0)).toBe(true);
    }
  });

  it('adds nothing when a workshop has its clocks already', async () => {
    expect(await loadDemoClockEvents(db)).toBe(0);
  });
});
