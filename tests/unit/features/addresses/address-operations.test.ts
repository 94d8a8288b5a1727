import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../../src/api/config';
import { appDb } from '../../../../src/db/app-db';
import { pullAddresses } from '../../../../src/features/addresses/api/pull-addresses';
import { registerAddressOperations } from '../../../../src/features/addresses/address-operations';
import {
  addAddress,
  deleteAddress,
  editAddress,
  makeDefaultAddress,
} from '../../../../src/features/addresses/address-store';
import { discardEntry } from '../../../../src/sync/queue-actions';
import { replayWith } from '../../../../src/sync/replay';
import { claims, storeBearerSession } from '../../support/fake-api';
import { clearDb } from '../../sync/support';
import { fakeAddressServer, input } from './support';

const clock = { now: () => Date.now(), random: () => 0 };
let tick = Date.now();
const later = () => new Date((tick += 10));

beforeAll(() => registerAddressOperations());
beforeEach(async () => {
  await clearDb();
  setConfig({ baseUrl: '/api', isCookies: false });
  storeBearerSession(claims({ id: 'u1' }));
});
afterEach(() => vi.unstubAllGlobals());

const entries = () => appDb.outbox.orderBy('id').toArray();
const rowOf = async (id: string) => (await appDb.addresses.get(id))!;

describe('address changes replayed', () => {
  it(
    'sends an add with the id made on the device and the entry id as Idempotency-Key, ' + 'then takes the server copy',
    async () => {
      const server = fakeAddressServer();
      const id = await addAddress('u1', input(), later());
      const [entry] = await entries();
      await replayWith(clock);

      const [call] = server.api.callsTo('POST /addresses');
      expect(call?.headers['idempotency-key']).toBe(entry!.id);
      expect(call?.body).toMatchObject({
        id,
        type: ['delivery'],
        line1: '14 Market Street',
        postcode: 'LS1 6DT',
        company: null,
      });
      expect(call?.body).not.toHaveProperty('default');
      expect(server.has(id)).toBe(true);
      expect(await rowOf(id)).toMatchObject({
        serverVersion: 1,
        provisional: false,
        address: { '@id': `/api/addresses/${id}`, defaults: [{ type: 'delivery' }] },
      });
      expect(await appDb.outbox.count()).toBe(0);
    },
  );

  it(
    'offline: add, add another and make it default, delete the first; ' +
      'online each reaches the server exactly once, in order',
    async () => {
      const server = fakeAddressServer();
      const first = await addAddress('u1', input(), later());
      const second = await addAddress('u1', input({ line1: '2 Kirkstall Road' }), later());
      await makeDefaultAddress('u1', second, 'delivery', later());
      await editAddress('u1', second, input({ line1: '2 Kirkstall Road', telephone: '0113 496 0123' }), later());

      await replayWith(clock);
      // A second pass (another trigger) sends nothing again.
      await replayWith(clock);
      expect(
        server.api.calls.map((c) => `${c.method} ${c.path.replace(first, 'first').replace(second, 'second')}`),
      ).toEqual(['POST /addresses', 'POST /addresses', 'PUT /addresses/second', 'PUT /addresses/second']);
      expect(server.api.calls[2]?.body).toEqual({ default: true, type: 'delivery' });
      expect(server.effects()).toBe(4);
      expect(server.defaultOf('delivery')).toBe(second);
      expect(server.resource(second).telephone).toBe('0113 496 0123');
      // Nothing waits, so each answer became the device's copy.
      expect((await rowOf(second)).address.defaults).toEqual([{ type: 'delivery' }]);
      expect((await rowOf(first)).address.defaults).toEqual([]);

      await deleteAddress('u1', first, later());
      await replayWith(clock);
      expect(server.has(first)).toBe(false);
      expect(await appDb.addresses.get(first)).toBeUndefined();
      expect(await appDb.outbox.count()).toBe(0);
    },
  );

  it('a replay of a change the server already applied (the answer was lost) has no second effect', async () => {
    const server = fakeAddressServer();
    await addAddress('u1', input(), later());
    const [entry] = await entries();
    // The first answer never came back: the request went through, the network then failed.
    const fetchOnce = server.api.fetchMock.getMockImplementation()!;
    server.api.fetchMock.mockImplementationOnce(async (...args) => {
      await fetchOnce(...args);
      throw new TypeError('Failed to fetch');
    });
    await replayWith(clock);
    expect(await appDb.outbox.get(entry!.id)).toMatchObject({ state: 'pending', attempts: 1 });
    await appDb.outbox.update(entry!.id, { nextAttemptAt: 0 });
    await replayWith(clock);
    expect(server.api.callsTo('POST /addresses')).toHaveLength(2);
    expect(server.effects()).toBe(1);
    expect(server.addresses()).toHaveLength(1);
    expect(await appDb.outbox.count()).toBe(0);
  });

  it("a refused change keeps the server's words on the entry and on the address, its violations by field", async () => {
    fakeAddressServer();
    // The device's own check would refuse this too; a different rule on the server is the case here.
    const id = await addAddress('u1', input({ postcode: 'D02 X285' }), later());
    await replayWith(clock);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      state: 'failed',
      lastError: 'This is an Eircode: choose Ireland as the country, or enter a UK postcode, like LS1 4AP',
    });
    expect((await rowOf(id)).problem).toEqual({
      message: 'This is an Eircode: choose Ireland as the country, or enter a UK postcode, like LS1 4AP',
      violations: [
        {
          propertyPath: 'postcode',
          message: 'This is an Eircode: choose Ireland as the country, or enter a UK postcode, like LS1 4AP',
        },
      ],
    });

    // Corrected, the same add goes again and is taken.
    await editAddress('u1', id, input({ postcode: 'LS1 4AP' }), later());
    await replayWith(clock);
    expect(await appDb.outbox.count()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ problem: null, serverVersion: 1, address: { postcode: 'LS1 4AP' } });
  });

  it(
    'a delete of an address already gone elsewhere is done; ' + 'a refused one brings the address back, saying why',
    async () => {
      const server = fakeAddressServer();
      const gone = await addAddress('u1', input(), later());
      const refused = await addAddress('u1', input({ line1: '2 Kirkstall Road' }), later());
      await replayWith(clock);
      const answer = (status: number, description: string) => async () =>
        new Response(JSON.stringify({ 'hydra:description': description }), {
          status,
          headers: { 'content-type': 'application/json' },
        });

      // Deleted on another device meanwhile: the server answers 404, which is what was wanted.
      await deleteAddress('u1', gone, later());
      server.api.fetchMock.mockImplementationOnce(answer(404, 'This address could not be found.'));
      await replayWith(clock);
      expect(await appDb.outbox.count()).toBe(0);
      expect(await appDb.addresses.get(gone)).toBeUndefined();

      await deleteAddress('u1', refused, later());
      expect(await rowOf(refused)).toMatchObject({ deleted: true });
      server.api.fetchMock.mockImplementationOnce(answer(422, 'This address is on an open order.'));
      await replayWith(clock);
      expect(await rowOf(refused)).toMatchObject({
        deleted: false,
        problem: { message: 'This address is on an open order.', violations: [] },
        address: { defaults: [{ type: 'delivery' }] },
      });
      expect((await entries())[0]).toMatchObject({ state: 'failed', lastError: 'This address is on an open order.' });
    },
  );

  it(
    'discarding an add removes the address and its later changes; ' +
      'discarding a delete brings it back with its defaults',
    async () => {
      fakeAddressServer();
      const id = await addAddress('u1', input(), later());
      await makeDefaultAddress('u1', id, 'billing', later());
      const [create] = await entries();
      await discardEntry(create!.id);
      expect(await appDb.addresses.get(id)).toBeUndefined();
      expect(await appDb.outbox.count()).toBe(0);

      const kept = await addAddress('u1', input({ line1: '2 Kirkstall Road' }), later());
      const other = await addAddress('u1', input({ line1: '9 Briggate' }), later());
      await replayWith(clock);
      await deleteAddress('u1', kept, later());
      expect((await rowOf(other)).address.defaults).toEqual([{ type: 'delivery' }]);
      const [remove] = await entries();
      await discardEntry(remove!.id);
      expect(await rowOf(kept)).toMatchObject({ deleted: false, address: { defaults: [{ type: 'delivery' }] } });
      expect((await rowOf(other)).address.defaults).toEqual([]);
    },
  );

  it("discarding an edit puts the device's copy back as it was", async () => {
    fakeAddressServer();
    const id = await addAddress('u1', input(), later());
    await replayWith(clock);
    await editAddress('u1', id, input({ line1: '99 Wrong Street' }), later());
    const [edit] = await entries();
    await discardEntry(edit!.id);
    expect((await rowOf(id)).address.line1).toBe('14 Market Street');
  });
});

describe('reading the address book from the server', () => {
  it("replaces the device's copy with the server's, in the server's order, only while nothing waits", async () => {
    const server = fakeAddressServer();
    server.seed({
      id: '01936b2e-0000-7000-8000-00000000a001',
      type: ['billing', 'delivery'],
      firstName: 'Robin',
      lastName: 'Spanner',
      company: 'Kirkstall Motors',
      line1: '2 Kirkstall Road',
      line2: null,
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS4 2AB',
      countryCode: 'GB',
      telephone: null,
    });
    const id = await addAddress('u1', input(), later());
    expect(await pullAddresses('u1')).toBe('waiting');
    expect(server.api.callsTo('GET /users-addresses')).toHaveLength(0);

    await replayWith(clock);
    expect(await pullAddresses('u1')).toBe('pulled');
    const rows = (await appDb.addresses.where('userId').equals('u1').toArray()).sort((a, b) => a.position - b.position);
    expect(rows.map((r) => [r.address.line1, r.address.defaults.map((d) => d.type)])).toEqual([
      ['2 Kirkstall Road', ['billing', 'delivery']],
      ['14 Market Street', []],
    ]);
    expect(rows[1]?.id).toBe(id);
  });

  it("leaves another person's rows alone", async () => {
    fakeAddressServer();
    await appDb.addresses.put({ ...(await rowOf(await addAddress('u2', input(), later()))) });
    await appDb.outbox.clear();
    await pullAddresses('u1');
    expect(await appDb.addresses.where('userId').equals('u2').count()).toBe(1);
  });

  it('a change is sent based on the version the device holds, with only the fields it changed', async () => {
    const server = fakeAddressServer();
    const id = await addAddress('u1', input(), later());
    await replayWith(clock);
    await editAddress('u1', id, input({ town: 'Bradford' }), later());
    await replayWith(clock);
    expect(server.api.callsTo(`PUT /addresses/${id}`)[0]?.body).toEqual({ version: 1, town: 'Bradford' });
    expect((await rowOf(id)).serverVersion).toBe(2);
  });

  it('a change sealed before addresses carried a version keeps the body it was first sent with', async () => {
    const server = fakeAddressServer();
    const id = await addAddress('u1', input(), later());
    await replayWith(clock);
    await editAddress('u1', id, input({ town: 'Bradford' }), later());
    const [entry] = await entries();
    await appDb.outbox.update(entry!.id, { sealed: true });
    await replayWith(clock);
    const body = server.api.callsTo(`PUT /addresses/${id}`)[0]?.body;
    expect(body).toMatchObject({ type: ['delivery'], line1: '14 Market Street', town: 'Bradford' });
    expect(body).not.toHaveProperty('version');
  });
});
