import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourOf } from '../../../../contract/health-checks/colours';
import type { HealthCheck, HealthCheckSummary } from '../../../../contract/health-checks/schemas';
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

  it('gives each demo workshop its checks, in progress and completed, once', async () => {
    const leeds = (await read(trade.email, trade.password, '/health-checks'))['hydra:member'] as HealthCheckSummary[];
    expect(leeds.map((check) => [check.vrm, check.status]).sort()).toEqual([
      ['P4 RTS', 'completed'],
      ['WB16 GLF', 'completed'],
      ['WB19 KFD', 'in-progress'],
    ]);
    const dublin = (await read(tradeIe.email, tradeIe.password, '/health-checks'))['hydra:member'];
    expect(dublin).toHaveLength(1);
    expect(await loadDemoHealthChecks(db)).toBe(0);
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
    const golf = leeds.find((check) => check.vrm === 'WB16 GLF')!;
    expect(golf.counts).toMatchObject({ red: 1, notChecked: 0 });
    expect(golf.workOrder).not.toBeNull();
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
