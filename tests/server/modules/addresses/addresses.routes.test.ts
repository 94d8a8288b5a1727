import { z } from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages } from '../../../../contract/addresses/messages';
import { postcodeMessages } from '../../../../contract/addresses/postcode';
import { addressSchema, MAX_ADDRESSES, type Address } from '../../../../contract/addresses/schemas';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER, idempotencyMessages } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { messages } from '../../../../contract/messages';
import { bearer, guestLogin, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const leedsGarage = '01936b2e-0000-7000-8000-0000000ad001';
const traffordWorkshop = '01936b2e-0000-7000-8000-0000000ad002';
const dublinUnit = '01936b2e-0000-7000-8000-0000000ad003';

const delivery = {
  type: ['delivery'],
  firstName: 'Priya',
  lastName: 'Shah',
  line1: '14 Harehills Lane',
  town: 'Leeds',
  postcode: 'ls8 4ha',
  countryCode: 'GB',
};

describe.each(testDatabases)('addresses on $name', (database) => {
  let app: FastifyInstance;
  let tradeToken: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tradeToken = (await login(app, trade.email, trade.password)).token;
  });
  afterAll(() => app.close());

  /** A new customer with no addresses, logged in. */
  async function newCustomer(): Promise<string> {
    const email = `addresses.${uuidv7()}@workbay.test`;
    const password = 'Address-Book-2026!';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email, password, firstName: 'Priya', lastName: 'Shah' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    return (await login(app, email, password)).token;
  }

  const list = async (token: string, type?: 'billing' | 'delivery') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/users-addresses${type ? `?type=${type}` : ''}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ 'hydra:member': Address[]; 'hydra:totalItems': number }>()['hydra:member'];
  };
  const create = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/addresses', headers: bearer(token), payload });
  const update = (token: string, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/addresses/${id}`, headers: bearer(token), payload });
  const get = (token: string, id: string) =>
    app.inject({ method: 'GET', url: `/api/addresses/${id}`, headers: bearer(token) });
  const created = async (token: string, payload: object): Promise<Address> => {
    const response = await create(token, payload);
    expect(response.statusCode, response.body).toBe(201);
    return z.strictObject(addressSchema.shape).parse(response.json());
  };
  /** The ids that are the default of each type: always one while addresses of the type exist. */
  const defaults = async (token: string) => ({
    billing: (await list(token, 'billing')).filter((a) => a.default).map((a) => a.id),
    delivery: (await list(token, 'delivery')).filter((a) => a.default).map((a) => a.id),
  });

  describe('the demo addresses', () => {
    it('lists a trade customer’s addresses, the default first, in the documented shape', async () => {
      const all = await list(tradeToken);
      expect(all.map((a) => a.id)).toEqual([leedsGarage, traffordWorkshop]);
      expect(all.every((a) => z.strictObject(addressSchema.shape).safeParse(a).success)).toBe(true);
      expect(all[0]).toMatchObject({
        '@id': `/api/addresses/${leedsGarage}`,
        type: ['billing', 'delivery'],
        defaults: [{ type: 'billing' }, { type: 'delivery' }],
        default: true,
        company: 'Northern Motors Ltd',
        town: 'Leeds',
        postcode: 'LS4 2AZ',
        countryCode: 'GB',
      });
      expect(all[1]).toMatchObject({ type: ['delivery'], defaults: [], default: false, postcode: 'M17 1PY' });
    });

    it('filters by type', async () => {
      expect((await list(tradeToken, 'billing')).map((a) => a.id)).toEqual([leedsGarage]);
      expect((await list(tradeToken, 'delivery')).map((a) => a.id)).toEqual([leedsGarage, traffordWorkshop]);
    });

    it('gives the Irish trade customer a Dublin address with an Eircode', async () => {
      const { token } = await login(app, tradeIe.email, tradeIe.password);
      const [first] = await list(token);
      expect(first).toMatchObject({
        id: dublinUnit,
        town: 'Dublin 12',
        postcode: 'D12 XR62',
        countryCode: 'IE',
        default: true,
      });
    });
  });

  describe('reading one', () => {
    it('answers your own address', async () => {
      const response = await get(tradeToken, traffordWorkshop);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: traffordWorkshop, default: false, line2: 'Trafford Park' });
    });

    it.each([
      ["another user's address", dublinUnit],
      ['an unknown id', '01936b2e-0000-7000-8000-0000000fffff'],
      ['a malformed id', 'leeds'],
    ])('answers 404 for %s', async (_case, id) => {
      const response = await get(tradeToken, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(addressMessages.notFound);
    });

    it('refuses a guest with 403 and no session with 401', async () => {
      const guest = await guestLogin(app);
      const refused = await app.inject({ method: 'GET', url: '/api/users-addresses', headers: bearer(guest.token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(messages.notLoggedIn);
      expect((await app.inject({ method: 'GET', url: '/api/users-addresses' })).statusCode).toBe(401);
    });
  });

  describe('adding', () => {
    it('answers 201 with the postcode normalised; the first address of a type becomes its default', async () => {
      const token = await newCustomer();
      const address = await created(token, { ...delivery, company: '', telephone: '0113 496 0999' });
      expect(address).toMatchObject({
        type: ['delivery'],
        postcode: 'LS8 4HA',
        company: null,
        default: true,
        defaults: [{ type: 'delivery' }],
      });
      expect(address.telephone).toBe('0113 496 0999');
      const second = await created(token, { ...delivery, line1: '2 Roundhay Road' });
      expect(second.default).toBe(false);
      expect(await defaults(token)).toEqual({ billing: [], delivery: [address.id] });
    });

    it('keeps an id made by the client, and refuses it a second time with 409', async () => {
      const token = await newCustomer();
      const id = uuidv7();
      expect((await created(token, { ...delivery, id })).id).toBe(id);
      const again = await create(token, { ...delivery, id });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(addressMessages.idTaken);
      // Another user's id is taken too, and their address is untouched.
      expect((await create(token, { ...delivery, id: leedsGarage })).statusCode).toBe(409);
      expect((await get(tradeToken, leedsGarage)).json().town).toBe('Leeds');
    });

    it('makes a new address the default for its types when asked', async () => {
      const token = await newCustomer();
      const first = await created(token, { ...delivery, type: ['billing', 'delivery'] });
      const second = await created(token, { ...delivery, type: ['delivery'], line1: '1 Kirkgate', default: true });
      expect(await defaults(token)).toEqual({ billing: [first.id], delivery: [second.id] });
      expect((await list(token, 'delivery'))[0]?.id).toBe(second.id);
    });

    it.each([
      ['a UK postcode that cannot be', { postcode: 'LS1 4CA' }, 'postcode', postcodeMessages.uk],
      [
        'an Irish address with a UK postcode',
        { countryCode: 'IE', postcode: 'LS1 4AP' },
        'postcode',
        postcodeMessages.ukInIreland,
      ],
      ['a bad Eircode', { countryCode: 'IE', postcode: 'D02 X28' }, 'postcode', postcodeMessages.eircode],
      [
        'delivery to Jersey',
        { countryCode: 'JE', postcode: 'JE2 4WE' },
        'countryCode',
        'We cannot deliver to Jersey. Choose an address in the United Kingdom or Ireland for deliveries',
      ],
      ['a country not on the list', { countryCode: 'US' }, 'countryCode', addressMessages.countryMissing],
      ['no type', { type: [] }, 'type', addressMessages.typeMissing],
      ['a type twice', { type: ['billing', 'billing'] }, 'type', addressMessages.typeRepeated],
      ['an empty first name', { firstName: '  ' }, 'firstName', addressMessages.firstNameMissing],
      ['no town', { town: undefined }, 'town', addressMessages.townMissing],
      ['a long line', { line1: 'x'.repeat(101) }, 'line1', 'Address line 1 must be 100 characters or fewer'],
      ['a telephone with letters', { telephone: 'call me' }, 'telephone', addressMessages.telephone],
      ['a malformed id', { id: '42' }, 'id', addressMessages.invalidId],
    ])('refuses %s with a violation beside the field', async (_case, change, propertyPath, message) => {
      const response = await create(tradeToken, { ...delivery, ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().violations).toContainEqual({ propertyPath, message });
    });

    it('bills the Isle of Man, with its own postcode', async () => {
      const token = await newCustomer();
      const address = await created(token, {
        ...delivery,
        type: ['billing'],
        town: 'Douglas',
        postcode: 'im1 1ad',
        countryCode: 'IM',
      });
      expect(address).toMatchObject({ postcode: 'IM1 1AD', countryCode: 'IM', default: true });
    });

    it(`stops at ${MAX_ADDRESSES} addresses`, async () => {
      const token = await newCustomer();
      for (let i = 0; i < MAX_ADDRESSES; i++) await created(token, { ...delivery, line1: `${i + 1} Harehills Lane` });
      const refused = await create(token, delivery);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(addressMessages.tooMany(MAX_ADDRESSES));
    });
  });

  describe('changing', () => {
    it('changes the fields given, keeps the rest, and checks the whole address', async () => {
      const token = await newCustomer();
      const address = await created(token, { ...delivery, company: 'Shah Motors', line2: 'Harehills' });
      const response = await update(token, address.id, { line1: '16 Harehills Lane', line2: null, postcode: 'ls84ha' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        line1: '16 Harehills Lane',
        line2: null,
        company: 'Shah Motors',
        postcode: 'LS8 4HA',
      });
      // Moving it to Ireland needs an Eircode: the stored UK postcode no longer fits.
      const moved = await update(token, address.id, { countryCode: 'IE' });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().violations).toEqual([{ propertyPath: 'postcode', message: postcodeMessages.ukInIreland }]);
      const dublin = await update(token, address.id, { countryCode: 'IE', town: 'Dublin 2', postcode: 'd02x285' });
      expect(dublin.json()).toMatchObject({ countryCode: 'IE', postcode: 'D02 X285' });
    });

    it('makes an address the default with { default: true, type }, adding the type, one default per type', async () => {
      const token = await newCustomer();
      const home = await created(token, { ...delivery, type: ['billing', 'delivery'] });
      const work = await created(token, { ...delivery, type: ['billing'], line1: '1 Park Row' });
      const response = await update(token, work.id, { default: true, type: 'delivery' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        type: ['billing', 'delivery'],
        defaults: [{ type: 'delivery' }],
        default: true,
      });
      expect(await defaults(token)).toEqual({ billing: [home.id], delivery: [work.id] });
      // Without `type`, it becomes the default for all its types.
      await update(token, work.id, { default: true });
      expect(await defaults(token)).toEqual({ billing: [work.id], delivery: [work.id] });
    });

    it('leaves exactly one default when two tabs choose at once', async () => {
      const token = await newCustomer();
      const ids = [];
      for (let i = 0; i < 4; i++) ids.push((await created(token, { ...delivery, line1: `${i + 1} Park Row` })).id);
      const answers = await Promise.all(ids.map((id) => update(token, id, { default: true, type: ['delivery'] })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await defaults(token)).delivery).toHaveLength(1);
    });

    it('refuses to unset a default, which another address replaces', async () => {
      const token = await newCustomer();
      const address = await created(token, delivery);
      const response = await update(token, address.id, { default: false, type: 'delivery' });
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([
        { propertyPath: 'default', message: addressMessages.cannotUnsetDefault },
      ]);
    });

    it('passes the default on when an address stops being of its type', async () => {
      const token = await newCustomer();
      const first = await created(token, { ...delivery, type: ['billing', 'delivery'] });
      const second = await created(token, { ...delivery, line1: '1 Park Row' });
      const response = await update(token, first.id, { type: ['billing'] });
      expect(response.json()).toMatchObject({ type: ['billing'], defaults: [{ type: 'billing' }] });
      expect(await defaults(token)).toEqual({ billing: [first.id], delivery: [second.id] });
    });

    it('answers 404 for another user’s address and leaves it alone', async () => {
      const token = await newCustomer();
      const response = await update(token, leedsGarage, { town: 'Bradford' });
      expect(response.statusCode).toBe(404);
      expect((await get(tradeToken, leedsGarage)).json().town).toBe('Leeds');
    });
  });

  describe('deleting', () => {
    it('deletes by path and by body with 204, then it is gone', async () => {
      const token = await newCustomer();
      const one = await created(token, delivery);
      const two = await created(token, { ...delivery, line1: '1 Park Row' });
      const byPath = await app.inject({ method: 'DELETE', url: `/api/addresses/${one.id}`, headers: bearer(token) });
      expect(byPath.statusCode).toBe(204);
      expect(byPath.body).toBe('');
      expect((await get(token, one.id)).statusCode).toBe(404);
      // The default went with it: the remaining delivery address took over.
      expect(await defaults(token)).toEqual({ billing: [], delivery: [two.id] });
      const byBody = await app.inject({
        method: 'DELETE',
        url: '/api/addresses',
        headers: bearer(token),
        payload: { id: two.id },
      });
      expect(byBody.statusCode).toBe(204);
      expect(await list(token)).toEqual([]);
      const again = await app.inject({ method: 'DELETE', url: `/api/addresses/${two.id}`, headers: bearer(token) });
      expect(again.statusCode).toBe(404);
    });

    it('answers 404 for another user’s address, by path or body, and deletes nothing', async () => {
      const token = await newCustomer();
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/addresses/${leedsGarage}`, headers: bearer(token) }))
          .statusCode,
      ).toBe(404);
      const byBody = await app.inject({
        method: 'DELETE',
        url: '/api/addresses',
        headers: bearer(token),
        payload: { id: leedsGarage },
      });
      expect(byBody.statusCode).toBe(404);
      expect((await get(tradeToken, leedsGarage)).statusCode).toBe(200);
    });

    it('refuses a body without a valid id', async () => {
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/addresses',
        headers: bearer(tradeToken),
        payload: { id: 'leeds' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([{ propertyPath: 'id', message: addressMessages.invalidId }]);
    });
  });

  describe('replayed by the outbox with an Idempotency-Key', () => {
    const withKey = (token: string, key: string) => ({ ...bearer(token), [IDEMPOTENCY_HEADER]: key });

    it('adds once however often the same request is replayed, answering the same each time', async () => {
      const token = await newCustomer();
      const key = uuidv7();
      const payload = { ...delivery, id: uuidv7() };
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push(
          await app.inject({ method: 'POST', url: '/api/addresses', headers: withKey(token, key), payload }),
        );
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers.slice(1).every((answer) => answer.headers[IDEMPOTENT_REPLAYED_HEADER] === 'true')).toBe(true);
      expect(await list(token)).toHaveLength(1);
    });

    it('refuses the same key with another body with 422, and keeps a refusal as the answer', async () => {
      const token = await newCustomer();
      const key = uuidv7();
      expect(
        (await app.inject({ method: 'POST', url: '/api/addresses', headers: withKey(token, key), payload: delivery }))
          .statusCode,
      ).toBe(201);
      const other = await app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: withKey(token, key),
        payload: { ...delivery, town: 'Bradford' },
      });
      expect(other.statusCode).toBe(422);
      expect(other.json().detail).toBe(idempotencyMessages.differentRequest);
      // A refused change (a postcode that cannot be) answers the same refusal again, with nothing stored.
      const badKey = uuidv7();
      const bad = { ...delivery, postcode: 'LS1 4CA' };
      const first = await app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: withKey(token, badKey),
        payload: bad,
      });
      const again = await app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: withKey(token, badKey),
        payload: bad,
      });
      expect([first.statusCode, again.statusCode]).toEqual([400, 400]);
      expect(again.body).toBe(first.body);
      expect(await list(token)).toHaveLength(1);
    });

    it('answers a replayed delete and a replayed make-default as the first time', async () => {
      const token = await newCustomer();
      const home = await created(token, delivery);
      const work = await created(token, { ...delivery, line1: '1 Park Row' });
      const makeDefault = uuidv7();
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/addresses/${work.id}`,
          headers: withKey(token, makeDefault),
          payload: { default: true, type: 'delivery' },
        });
        expect(response.statusCode).toBe(200);
      }
      expect(await defaults(token)).toEqual({ billing: [], delivery: [work.id] });
      const remove = uuidv7();
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({
          method: 'DELETE',
          url: `/api/addresses/${home.id}`,
          headers: withKey(token, remove),
        });
        expect(response.statusCode).toBe(204);
      }
      expect((await list(token)).map((address) => address.id)).toEqual([work.id]);
    });

    it('keeps another user’s replay apart: their key is theirs', async () => {
      const token = await newCustomer();
      const key = uuidv7();
      await app.inject({ method: 'POST', url: '/api/addresses', headers: withKey(token, key), payload: delivery });
      const other = await newCustomer();
      const response = await app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: withKey(other, key),
        payload: delivery,
      });
      expect(response.statusCode).toBe(201);
      expect(await list(other)).toHaveLength(1);
    });
  });

  it('keeps the retail customer’s addresses apart from the trade customer’s', async () => {
    const { token } = await login(app, retail.email, retail.password);
    const ids = (await list(token)).map((address) => address.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(leedsGarage);
  });
});
