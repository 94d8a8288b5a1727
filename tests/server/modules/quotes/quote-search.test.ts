import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteSummary } from '../../../../contract/quotes/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { login } from '../../helpers/session';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus, quoteClient } from './quote-client';

type Page = { 'hydra:member': QuoteSummary[]; 'hydra:totalItems': number };

const password = 'Quote-Lists-2026!';

/** A person of their own (registered here), so the demo's quotes do not count. */
async function newPerson(app: FastifyInstance, email: string) {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { email, password, firstName: 'Priya', lastName: 'Shah' },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return quoteClient(app, (await login(app, email, password)).token);
}

describe.each(testDatabases)('the quote lists on $name', (database) => {
  let app: FastifyInstance;
  let clock: TestClock;
  let person: ReturnType<typeof quoteClient>;
  const names: string[] = [];
  const email = `quotes-${database.name}@workbay.test`;

  beforeAll(async () => {
    clock = createTestClock(Date.parse('2026-11-01T09:00:00Z'));
    ({ app } = await buildTestApp(database, { clock }));
    person = await newPerson(app, email);
    // Twelve quotes, one a day from 1 November at 09:00: three for Focuses, the rest for others.
    for (let day = 1; day <= 12; day += 1) {
      const focus = day % 4 === 0;
      const name = focus ? `Brake job ${day} – Mrs Patel` : `Service ${day} – Transit`;
      names.push(name);
      await person.quoteWith([[featuredSkus.brakePadsFocus, 1]], {
        name,
        vehicle: focus
          ? { registration: 'WB19 KFD', description: 'Ford Focus 1.0 EcoBoost 2019' }
          : { registration: 'YK68 TRN', description: 'Ford Transit Custom 2.0 EcoBlue' },
      });
      clock.advance(24 * 60 * 60);
      // A day on, the access token has run out: log in again.
      person = quoteClient(app, (await login(app, email, password)).token);
    }
  });
  afterAll(() => app.close());

  const byUser = async (query: string) => {
    const response = await person.send('GET', `/storefront/wishlists/get-by-user${query}`);
    expectStatus(response, 200);
    return response.json<Page>();
  };

  it('pages by 10, newest first, with the whole count (pages = ceil(total / 10))', async () => {
    const first = await byUser('');
    expect(first['hydra:totalItems']).toBe(12);
    expect(first['hydra:member']).toHaveLength(10);
    expect(first['hydra:member'][0]?.name).toBe(names[11]);
    const second = await byUser('?page=2');
    expect(second['hydra:member'].map((quote) => quote.name)).toEqual([names[1], names[0]]);
    expect(second['hydra:member'][0]).toMatchObject({ numberOfItems: 1, currency: 'GBP', totalIncTax: 4674 });
  });

  it('finds by name or by vehicle: the plate with or without its space, the model', async () => {
    for (const search of ['patel', 'WB19 KFD', 'wb19kfd', 'focus']) {
      const found = await byUser(`?nameOrVehicle=${encodeURIComponent(search)}`);
      expect(found['hydra:totalItems'], search).toBe(3);
      expect(found['hydra:member'].map((quote) => quote.vehicle?.registration)).toEqual([
        'WB19 KFD',
        'WB19 KFD',
        'WB19 KFD',
      ]);
    }
    expect((await byUser('?nameOrVehicle=100%25'))['hydra:totalItems']).toBe(0);
  });

  it('keeps to the creation range, both ends included, and pages within it', async () => {
    const range = '?createdAt[after]=2026-11-03T09:00:00&createdAt[before]=2026-11-08T09:00:00';
    const found = await byUser(range);
    expect(found['hydra:totalItems']).toBe(6);
    expect(found['hydra:member'].map((quote) => quote.createdAt.slice(0, 10))).toEqual([
      '2026-11-08',
      '2026-11-07',
      '2026-11-06',
      '2026-11-05',
      '2026-11-04',
      '2026-11-03',
    ]);
    // The Transits among them: 7, 6 and 5 November on the first page of three, the 3rd on the second.
    const paged = await byUser(`${range}&itemsPerPage=3&page=2&nameOrVehicle=transit`);
    expect(paged['hydra:totalItems']).toBe(4);
    expect(paged['hydra:member'].map((quote) => quote.name)).toEqual([names[2]]);
  });

  it('refuses a date not written as the list writes it', async () => {
    const response = await person.send('GET', '/storefront/wishlists/get-by-user?createdAt[after]=03/11/2026');
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({
      violations: [
        {
          propertyPath: 'createdAt[after]',
          message: 'Please enter a date and time as yyyy-MM-ddTHH:mm:ss, such as 2026-11-27T09:30:00.',
        },
      ],
    });
  });

  it('lists the headers newest change first, 1000 to a page', async () => {
    const oldest = (await byUser('?page=2'))['hydra:member'][1]!;
    const renamed = await person.changes(oldest.id, [
      { op: 'setFields', base: { name: oldest.name }, set: { name: 'Renamed last' } },
    ]);
    expectStatus(renamed, 200);
    const response = await person.send('GET', '/wishlists');
    expectStatus(response, 200);
    const list = response.json<Page>();
    expect(list['hydra:totalItems']).toBe(12);
    expect(list['hydra:member']).toHaveLength(12);
    expect(list['hydra:member'][0]).toMatchObject({ id: oldest.id, name: 'Renamed last', rev: 2 });
    expect(list['hydra:member'][1]?.name).toBe(names[11]);
  });
});
