import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages } from '../../../../contract/addresses/messages';
import { addressSchema, type Address } from '../../../../contract/addresses/schemas';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { bearer, login } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const workshop = {
  type: ['delivery'],
  firstName: 'Priya',
  lastName: 'Shah',
  line1: '14 Harehills Lane',
  town: 'Leeds',
  postcode: 'LS8 4HA',
  countryCode: 'GB',
};

/** Two devices editing one address: a change based on an older version clashes field by field. */
describe.each(testDatabases)('address versions on $name', (database) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    const email = `address.version.${uuidv7()}@workbay.test`;
    const password = 'Address-Version-2026!';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email, password, firstName: 'Priya', lastName: 'Shah' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    token = (await login(app, email, password)).token;
  });
  afterAll(() => app.close());

  const update = (id: string, payload: object, key?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/addresses/${id}`,
      headers: { ...bearer(token), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      payload,
    });
  const get = async (id: string): Promise<Address> => {
    const response = await app.inject({ method: 'GET', url: `/api/addresses/${id}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return addressSchema.parse(response.json());
  };
  const added = async (): Promise<Address> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(token),
      payload: workshop,
    });
    expect(response.statusCode, response.body).toBe(201);
    return addressSchema.parse(response.json());
  };

  it('starts an address at version 1', async () => {
    expect((await added()).version).toBe(1);
  });

  it('answers 200 to a change based on the current version, and moves the version by one', async () => {
    const address = await added();
    const response = await update(address.id, { version: 1, town: 'Bradford', postcode: 'BD1 1AA' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ town: 'Bradford', postcode: 'BD1 1AA', version: 2 });
    expect((await get(address.id)).version).toBe(2);
  });

  it('answers 409 to a change based on an older version, with both values of each clashing field', async () => {
    const address = await added();
    // The first device's change is saved...
    expect((await update(address.id, { version: 1, town: 'Bradford', line2: 'Unit 3' })).statusCode).toBe(200);
    // ...and the second device's, also based on version 1, clashes.
    const response = await update(address.id, { version: 1, town: 'Wakefield', line2: '', postcode: 'ls8 4ha' });
    expect(response.statusCode, response.body).toBe(409);
    const body = response.json<{ detail: string; current: Address; clashes: unknown[] }>();
    expect(body.detail).toBe(addressMessages.changedElsewhere);
    expect(body.current).toMatchObject({ id: address.id, town: 'Bradford', line2: 'Unit 3', version: 2 });
    // The postcode it sets is the stored one (once normalised): it already holds, so no clash.
    expect(body.clashes).toEqual([
      { path: 'line2', reason: 'changed', yours: null, theirs: 'Unit 3' },
      { path: 'town', reason: 'changed', yours: 'Wakefield', theirs: 'Bradford' },
    ]);
    // Nothing of the refused change was written.
    expect(await get(address.id)).toMatchObject({ town: 'Bradford', line2: 'Unit 3', version: 2 });
  });

  it('names the types when they clash', async () => {
    const address = await added();
    expect((await update(address.id, { version: 1, type: ['billing', 'delivery'] })).statusCode).toBe(200);
    const response = await update(address.id, { version: 1, type: 'billing' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ clashes: unknown[] }>().clashes).toEqual([
      { path: 'type', reason: 'changed', yours: ['billing'], theirs: ['billing', 'delivery'] },
    ]);
  });

  it('applies a change based on an older version whose fields already hold, without a new version', async () => {
    const address = await added();
    expect((await update(address.id, { version: 1, town: 'Bradford' })).statusCode).toBe(200);
    const response = await update(address.id, { version: 1, town: 'Bradford', firstName: 'Priya' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ town: 'Bradford', version: 2 });
  });

  it('makes an address the default whatever version it was based on: defaults are no clash', async () => {
    const first = await added();
    const second = await added();
    expect((await update(second.id, { version: 1, town: 'Bradford' })).statusCode).toBe(200);
    const response = await update(second.id, { version: 1, default: true, type: 'delivery' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ default: true, version: 2 });
    expect((await get(first.id)).version).toBe(1);
  });

  it('settles a clash by a new request based on the version the 409 answered', async () => {
    const address = await added();
    expect((await update(address.id, { version: 1, town: 'Bradford' })).statusCode).toBe(200);
    const clash = await update(address.id, { version: 1, town: 'Wakefield' }, uuidv7());
    expect(clash.statusCode).toBe(409);
    const { version } = clash.json<{ current: Address }>().current;
    const kept = await update(address.id, { version, town: 'Wakefield' }, uuidv7());
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ town: 'Wakefield', version: 3 });
  });

  it('keeps a change without a version as before: it overwrites and moves the version', async () => {
    const address = await added();
    expect((await update(address.id, { town: 'Bradford' })).statusCode).toBe(200);
    const response = await update(address.id, { town: 'Wakefield' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ town: 'Wakefield', version: 3 });
  });
});
