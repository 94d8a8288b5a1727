import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourOf } from '../../../../contract/health-checks/colours';
import type { HealthCheck, HealthCheckSummary } from '../../../../contract/health-checks/schemas';
import { queryRows } from '../../../../server/db/database';
import { loadDemoHealthChecks } from '../../../../server/demo/health-checks/load';
import { bearer, login, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('the demo health checks on $name', (database) => {
  let app: FastifyInstance;
  let db: Parameters<typeof loadDemoHealthChecks>[0];
  const read = async (email: string, password: string, url: string) => {
    const { token } = await login(app, email, password);
    const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    const handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    db = handle.db;
  });
  afterAll(() => app.close());

  it('gives each demo workshop its checks in every state, once', async () => {
    const leeds = (await read(trade.email, trade.password, '/health-checks'))['hydra:member'] as HealthCheckSummary[];
    expect(leeds.map((check) => [check.vrm, check.status]).sort()).toEqual([
      ['LS70 BRN', 'answered'],
      ['P4 RTS', 'completed'],
      ['WB16 GLF', 'sent'],
      ['WB19 KFD', 'in-progress'],
      ['YD15 HGS', 'answered'],
      ['YK67 OKF', 'sent'],
    ]);
    const dublin = (await read(tradeIe.email, tradeIe.password, '/health-checks'))[
      'hydra:member'
    ] as HealthCheckSummary[];
    expect(dublin.map((check) => check.status).sort()).toEqual(['answered', 'in-progress', 'sent', 'sent']);
    // Manchester, the Leeds user's other account: its own checks, and the user back in Leeds.
    const manchester = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM health_checks WHERE account_id = '01936b2e-0000-7000-8000-00000000c002' ORDER BY status`,
    );
    expect(manchester.map((row) => row.status)).toEqual(['answered', 'in-progress', 'sent', 'sent']);
    expect(await loadDemoHealthChecks(db)).toBe(0);
  });

  it('has answers online and by phone, approved work on the work orders, and deferred work coming due', async () => {
    const leeds = (await read(trade.email, trade.password, '/health-checks'))['hydra:member'] as HealthCheckSummary[];
    const golf = (await read(
      trade.email,
      trade.password,
      `/health-checks/${leeds.find((c) => c.vrm === 'WB16 GLF')!.id}`,
    )) as HealthCheck;
    expect(golf.answers.map((answer) => [answer.decision, answer.method])).toEqual([['approved', 'online']]);
    const workOrder = (await read(trade.email, trade.password, `/work-orders/${golf.workOrder}`)) as {
      workOrderJobs: { description: string; authorisation: { amount: number; method: string } | null }[];
    };
    const fluid = golf.items.find((item) => item.key === 'brake-fluid')!;
    expect(workOrder.workOrderJobs.find((job) => job.description === 'Brake fluid change and bleed')).toMatchObject({
      authorisation: { amount: fluid.price!.incTax, method: 'link' },
    });
    const yaris = (await read(
      trade.email,
      trade.password,
      `/health-checks/${leeds.find((c) => c.vrm === 'LS70 BRN')!.id}`,
    )) as HealthCheck;
    expect(yaris.answers.every((answer) => answer.method === 'phone' && answer.by === 'Sam Holroyd')).toBe(true);
    const overdue = (await read(trade.email, trade.password, '/deferred-work?due=overdue'))['hydra:member'];
    expect(overdue.map((work: { vrm: string; itemName: string }) => `${work.vrm}: ${work.itemName}`)).toEqual([
      'YD15 HGS: Battery test',
    ]);
    const upcoming = (await read(trade.email, trade.password, '/deferred-work?due=upcoming'))['hydra:member'];
    expect(upcoming[0]).toMatchObject({ vrm: 'YD15 HGS', itemName: 'Tyre N/S rear', decision: 'later' });
    const irish = (await read(tradeIe.email, tradeIe.password, '/deferred-work'))['hydra:member'];
    expect(irish.map((work: { currency: string }) => work.currency)).toContain('EUR');
  });

  it('marks each measured item with the colour its measurement gives, or a reason', async () => {
    const leeds = (await read(trade.email, trade.password, '/health-checks'))['hydra:member'] as HealthCheckSummary[];
    for (const summary of leeds) {
      const check = (await read(trade.email, trade.password, `/health-checks/${summary.id}`)) as HealthCheck;
      for (const item of check.items) {
        const measured = colourOf(item.measurement);
        if (measured && item.state !== 'not-checked')
          expect(item.reason ? true : item.state).toBe(item.reason ? true : measured);
      }
    }
    const golfSummary = leeds.find((check) => check.vrm === 'WB16 GLF')!;
    expect(golfSummary.counts).toMatchObject({ red: 1, notChecked: 0 });
    expect(golfSummary.workOrder).not.toBeNull();
  });

  it('photographs each red or amber tyre and pad with a drawing marked DEMO, served as JPEG', async () => {
    const { token } = await login(app, trade.email, trade.password);
    const leeds = (await read(trade.email, trade.password, '/health-checks'))['hydra:member'] as HealthCheckSummary[];
    const golf = leeds.find((check) => check.vrm === 'WB16 GLF')!;
    const check = (await read(trade.email, trade.password, `/health-checks/${golf.id}`)) as HealthCheck;
    const photographed = check.photos.map((photo) => check.items.find((item) => item.id === photo.item)?.key).sort();
    expect(photographed).toEqual(['pads-nsf', 'pads-osf', 'tyre-nsf']);
    const photo = await app.inject({
      method: 'GET',
      url: `/api/health-checks/${check.id}/photos/${check.photos[0]!.id}`,
      headers: bearer(token),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
