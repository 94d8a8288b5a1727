import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Quote } from '../../../../contract/quotes/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { guestLogin, login, retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus, item, quoteClient } from './quote-client';

const { brakePadsFocus: pads, brakeDiscsFocus: discs, fittingKitFocus: kit } = featuredSkus;

describe.each(testDatabases)('quotes on $name', (database) => {
  let app: FastifyInstance;
  let counter: ReturnType<typeof quoteClient>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    counter = quoteClient(app, (await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  it('creates a quote under the device’s id, each line at today’s price; a second create answers it', async () => {
    const id = uuidv7();
    const body = {
      id,
      name: 'Brake job – Mrs Patel’s Focus',
      vehicle: { registration: 'wb19 kfd', description: 'Ford Focus 1.0 EcoBoost 2019' },
      customerName: 'Mrs A. Patel',
      customerPhone: '07700 900123',
      items: [item(pads, 2, 'a0', uuidv7(), 'Fit with new sensor'), { product: `/products/${discs}`, quantity: 1 }],
    };
    const created = await counter.create(body);
    expectStatus(created, 201);
    const quote = created.json<Quote>();
    expect(quote).toMatchObject({
      id,
      rev: 1,
      name: 'Brake job – Mrs Patel’s Focus',
      vehicle: { registration: 'WB19 KFD', description: 'Ford Focus 1.0 EcoBoost 2019' },
      customerName: 'Mrs A. Patel',
      currency: 'GBP',
      shared: false,
    });
    expect(quote.items.map((line) => [line.product, line.quantity, line.unitPrice.excTax, line.rev])).toEqual([
      [`/products/${pads}`, 2, 3895, 1],
      [`/products/${discs}`, 1, 7450, 1],
    ]);
    // The line sent without an id and position was given both, after the others.
    expect(quote.items[1]!.position > quote.items[0]!.position).toBe(true);
    expect(quote.items[0]).toMatchObject({ note: 'Fit with new sensor', taxRate: 2000 });
    expect(quote.items[0]?.productName).toContain('Brembo');
    // 2 × £38.95 + £74.50 = £152.40, VAT 20%.
    expect(quote.totals).toEqual({ totalExcTax: 15_240, totalTax: 3_048, totalIncTax: 18_288 });
    // Valid for 14 days by default.
    const days = (Date.parse(quote.validUntil) - Date.parse(quote.createdAt.slice(0, 10))) / 86_400_000;
    expect(days).toBe(14);
    const again = await counter.create(body);
    expectStatus(again, 200);
    expect(again.json<Quote>().rev).toBe(1);
    expect((await counter.get(id)).json<Quote>()).toEqual(quote);
  });

  it('prices an Irish counter’s quote in euros', async () => {
    const irish = quoteClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const quote = await irish.quoteWith([[pads, 1]]);
    expect(quote.currency).toBe('EUR');
    expect(quote.items[0]?.unitPrice.excTax).toBeGreaterThan(0);
  });

  it('needs a logged-in user: no session 401, a guest 403; another person’s quote is not found', async () => {
    const mine = await counter.quoteWith([[pads, 1]]);
    const nobody = quoteClient(app, null);
    expectStatus(await nobody.get(mine.id), 401);
    expectStatus(await nobody.send('GET', '/wishlists'), 401);
    const guest = quoteClient(app, (await guestLogin(app)).token);
    const refused = await guest.send('GET', '/wishlists');
    expectStatus(refused, 403);
    expect(refused.json()).toMatchObject({ 'hydra:description': 'You must be logged in to use this endpoint' });

    const other = quoteClient(app, (await login(app, retail.email, retail.password)).token);
    // A path that is no id names no quote either.
    expectStatus(await counter.get('not-an-id'), 404);
    expectStatus(await counter.send('GET', '/wishlists/not-an-id/share'), 404);
    const notFound = await other.get(mine.id);
    expectStatus(notFound, 404);
    expect(notFound.json()).toMatchObject({ 'hydra:description': 'We could not find that quote.' });
    expectStatus(await other.replace(mine.id, { rev: 1, name: 'Mine now', items: [] }), 404);
    expectStatus(await other.send('DELETE', `/wishlists/${mine.id}`), 404);
    expectStatus(
      await other.changes(mine.id, [{ op: 'setFields', base: { name: mine.name }, set: { name: 'x' } }]),
      404,
    );
    expectStatus(await other.send('PUT', `/wishlist-items/${mine.items[0]!.id}`, { quantity: 5 }), 404);
    expectStatus(await other.send('DELETE', `/wishlist-items/${mine.items[0]!.id}`), 404);
    expectStatus(await other.send('GET', `/wishlists/${mine.id}/share`), 404);
    // Nor may another person take the quote's id for one of theirs.
    const taken = await other.create({ id: mine.id, name: 'Same id' });
    expectStatus(taken, 422);
    expect(taken.json()).toMatchObject({ violations: [{ propertyPath: 'id', message: 'This id is already in use.' }] });
    expect((await other.send('GET', '/wishlists')).json()).toMatchObject({ 'hydra:totalItems': 0 });
  });

  it('refuses what is not a quote, each message beside its field', async () => {
    const response = await counter.create({
      name: '',
      vehicle: { registration: 'WB19 KFD!!' },
      validUntil: '2026-02-30',
      items: [{ product: `/products/${pads}`, quantity: 0 }],
    });
    expectStatus(response, 400);
    const body = response.json<{ '@type': string; violations: { propertyPath: string; message: string }[] }>();
    expect(body['@type']).toBe('ConstraintViolationList');
    expect(body.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'name', message: 'Please give the quote a name of up to 100 characters.' },
        {
          propertyPath: 'vehicle.registration',
          message: 'Please enter a registration in letters and numbers, such as WB19 KFD or 191-D-12345.',
        },
        { propertyPath: 'validUntil', message: 'Please enter a date as YYYY-MM-DD.' },
        { propertyPath: 'items[0].quantity', message: 'Please enter a quantity from 1 to 999.' },
      ]),
    );
    const unknown = await counter.create({ name: 'Mystery part', items: [item('no-such-part')] });
    expectStatus(unknown, 422);
    expect(unknown.json()).toMatchObject({
      violations: [{ propertyPath: 'items[0].product', message: 'We could not find this part in the catalogue.' }],
    });
    const past = await counter.create({ name: 'Last year', validUntil: '2020-01-01' });
    expectStatus(past, 422);
    expect(past.json()).toMatchObject({
      violations: [{ propertyPath: 'validUntil', message: 'Please choose a date from today onwards.' }],
    });
  });

  it('replaces a quote whole on its rev: kept lines keep their price and rev, another rev answers 409', async () => {
    const quote = await counter.quoteWith([
      [pads, 1],
      [discs, 1],
    ]);
    const [padsLine, discsLine] = quote.items as [Quote['items'][number], Quote['items'][number]];
    const replaced = await counter.replace(quote.id, {
      rev: 1,
      name: 'Brakes and fitting kit',
      vehicle: quote.vehicle,
      items: [
        { ...item(pads, 1, padsLine.position, padsLine.id) },
        { ...item(discs, 2, discsLine.position, discsLine.id) },
        item(kit, 1, 'a5'),
      ],
    });
    expectStatus(replaced, 200);
    const after = replaced.json<Quote>();
    expect(after).toMatchObject({ rev: 2, name: 'Brakes and fitting kit' });
    expect(after.items.map((line) => [line.id, line.quantity, line.rev])).toEqual([
      [padsLine.id, 1, 1],
      [discsLine.id, 2, 2],
      [expect.any(String), 1, 1],
    ]);
    const stale = await counter.replace(quote.id, { rev: 1, name: 'Old copy', items: [] });
    expectStatus(stale, 409);
    expect(stale.json()).toMatchObject({
      'hydra:description': 'This quote has changed since you opened it.',
      current: { rev: 2, name: 'Brakes and fitting kit' },
      clashes: [{ path: 'rev', reason: 'changed', yours: 1, theirs: 2 }],
    });
  });

  it('edits and removes a line on its own, answering the quote; a line changed meanwhile answers 409', async () => {
    const quote = await counter.quoteWith([
      [pads, 1],
      [discs, 1],
    ]);
    const line = quote.items[0]!;
    const edited = await counter.send('PUT', `/wishlist-items/${line.id}`, { quantity: 4, note: 'Both axles', rev: 1 });
    expectStatus(edited, 200);
    expect(edited.json<Quote>()).toMatchObject({
      rev: 2,
      items: [{ id: line.id, quantity: 4, note: 'Both axles', rev: 2 }, {}],
    });
    const stale = await counter.send('PUT', `/wishlist-items/${line.id}`, { quantity: 3, rev: 1 });
    expectStatus(stale, 409);
    expect(stale.json()).toMatchObject({ clashes: [{ path: `items[${line.id}]`, reason: 'changed' }] });
    // Removing on an old rev would lose the change made since.
    expectStatus(await counter.send('DELETE', `/wishlist-items/${line.id}?rev=1`), 409);
    const removed = await counter.send('DELETE', `/wishlist-items/${line.id}?rev=2`);
    expectStatus(removed, 200);
    expect(removed.json<Quote>().items.map((left) => left.product)).toEqual([`/products/${discs}`]);
    const gone = await counter.send('DELETE', `/wishlist-items/${line.id}`);
    expectStatus(gone, 404);
    expect(gone.json()).toMatchObject({ 'hydra:description': 'We could not find that line on any of your quotes.' });
  });

  it('deletes a quote; deleting it again is not found, a replay under its key answers 204 again', async () => {
    const quote = await counter.quoteWith([[pads, 1]]);
    const key = uuidv7();
    expectStatus(await counter.send('DELETE', `/wishlists/${quote.id}`, undefined, key), 204);
    const replay = await counter.send('DELETE', `/wishlists/${quote.id}`, undefined, key);
    expectStatus(replay, 204);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expectStatus(await counter.send('DELETE', `/wishlists/${quote.id}`), 404);
    expectStatus(await counter.get(quote.id), 404);
  });

  it('a replay under the same Idempotency-Key answers the first answer and makes nothing twice', async () => {
    const key = uuidv7();
    const body = { name: 'Service kit – Transit', items: [item(featuredSkus.engineOil, 2)] };
    const first = await counter.create(body, key);
    expectStatus(first, 201);
    const second = await counter.create(body, key);
    expectStatus(second, 201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const other = await counter.create({ ...body, name: 'Another' }, key);
    expectStatus(other, 422);
  });

  it('intents from two devices merge: one renames the quote, the other adds a line; both land', async () => {
    const quote = await counter.quoteWith([[pads, 1]]);
    const renamed = await counter.changes(quote.id, [
      { op: 'setFields', base: { name: quote.name }, set: { name: 'Front brakes – WB19 KFD' } },
    ]);
    expectStatus(renamed, 200);
    const added = await counter.changes(quote.id, [{ op: 'addLine', kind: 'item', line: item(kit, 1, 'a5') }]);
    expectStatus(added, 200);
    const after = added.json<Quote>();
    expect(after).toMatchObject({ rev: 3, name: 'Front brakes – WB19 KFD' });
    expect(after.items.map((line) => [line.product, line.unitPrice.excTax, line.rev])).toEqual([
      [`/products/${pads}`, 3895, 1],
      [`/products/${kit}`, 895, 1],
    ]);
    // A change whose target already holds is no clash and moves nothing.
    const again = await counter.changes(quote.id, [{ op: 'addLine', kind: 'item', line: after.items[1] }]);
    expectStatus(again, 200);
    expect(again.json<Quote>().rev).toBe(3);
  });

  it('both change one quantity: 409 names it with both values, and the quote as it is', async () => {
    const quote = await counter.quoteWith([[pads, 1]]);
    const line = quote.items[0]!;
    const change = (to: number) => [
      { op: 'updateLine', kind: 'item', id: line.id, base: { quantity: 1 }, set: { quantity: to } },
    ];
    expectStatus(await counter.changes(quote.id, change(2)), 200);
    const clash = await counter.changes(quote.id, change(4));
    expectStatus(clash, 409);
    const body = clash.json<{ clashes: unknown[]; current: Quote }>();
    expect(body.clashes).toEqual([{ path: `items[${line.id}].quantity`, reason: 'changed', yours: 4, theirs: 2 }]);
    expect(body.current).toMatchObject({ rev: 2, items: [{ quantity: 2 }] });
    // A line removed that the other device changed: 'removed'.
    const removedLine = await counter.changes(quote.id, [{ op: 'removeLine', kind: 'item', id: line.id, baseRev: 2 }]);
    expectStatus(removedLine, 200);
    const late = await counter.changes(quote.id, [
      { op: 'updateLine', kind: 'item', id: line.id, base: { note: null }, set: { note: 'x' } },
    ]);
    expectStatus(late, 409);
    expect(late.json()).toMatchObject({ clashes: [{ path: `items[${line.id}]`, reason: 'removed' }] });
  });

  it('refuses intents that do not say what they changed from; a replay of intents changes nothing twice', async () => {
    const quote = await counter.quoteWith([[pads, 1]]);
    const missing = await counter.changes(quote.id, [{ op: 'setFields', base: {}, set: { name: 'x' } }]);
    expectStatus(missing, 400);
    expect(missing.json()).toMatchObject({ violations: [{ propertyPath: 'changes[0].base.name' }] });
    const key = uuidv7();
    const add = [{ op: 'addLine', kind: 'item', line: item(discs, 1, 'a1') }];
    const first = await counter.changes(quote.id, add, key);
    const second = await counter.changes(quote.id, add, key);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await counter.get(quote.id)).json<Quote>()).toMatchObject({ rev: 2, items: [{}, {}] });
  });
});
