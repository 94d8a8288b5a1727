import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HydraCollection } from '../../../../contract/http/hydra';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Invoice } from '../../../../contract/invoices/schemas';
import { notReturnableMessages, returnMessages } from '../../../../contract/returns/messages';
import type { DigitalReturn } from '../../../../contract/returns/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import type { DatabaseHandle } from '../../../../server/db/database';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus } from '../basket/basket-client';
import { setStock, tuesdayMorning } from '../basket/commerce-fixtures';
import { clientOf, confirmedOrder, placedOrder, type Client } from '../invoices/invoice-fixtures';
import { markDelivered, returnOf, returnsClient } from './returns-fixtures';

/**
 * Digital returns through HTTP (issue 26): what can come back, asking for it (once, never more
 * than is left), following it to its credit note, and nobody else's.
 */
describe.each(testDatabases)('digital returns on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;
  let trader: Client;
  let shopper: Client;
  let returns: ReturnType<typeof returnsClient>;

  beforeAll(async () => {
    handle = await database.open();
    clock = createTestClock(tuesdayMorning);
    ({ app } = await buildTestApp(database, { database: handle, clock }));
    await setStock(handle.db, featuredSkus.brakePadsFocus, 500);
    await setStock(handle.db, featuredSkus.brakeDiscsFocus, 500);
    trader = await clientOf(app, trade);
    shopper = await clientOf(app, retail);
    returns = returnsClient(trader);
  });
  afterAll(() => app.close());

  /** An order placed now and delivered at once (its tracking written so). */
  const deliveredOrder = async (client: Client, lines: [string, number][]) => {
    const order = await placedOrder(client, lines);
    await markDelivered(handle.db, order.id, new Date(clock().getTime()));
    return order;
  };
  const padsAndDiscs = () =>
    deliveredOrder(trader, [
      [featuredSkus.brakePadsFocus, 3],
      [featuredSkus.brakeDiscsFocus, 1],
    ]);
  const line = (orderLine: string, quantity: number, reason = 'not-required', note?: string) => ({
    orderLine,
    quantity,
    reason,
    ...(note !== undefined ? { note } : {}),
  });

  it('lists each line with what can come back, and the reasons', async () => {
    const order = await padsAndDiscs();
    const products = await returns.returnable(order.id);
    expect(products.map((p) => [p.id, p.sku, p.returnableQuantity, p.notReturnable])).toEqual([
      [order.lines[0]!.id, featuredSkus.brakePadsFocus, 3, null],
      [order.lines[1]!.id, featuredSkus.brakeDiscsFocus, 1, null],
    ]);
    expect(products[0]).toMatchObject({ deliveredQuantity: 3, returnedQuantity: 0, pendingQuantity: 0 });
    expect(products[0]!.returnBy).toBe('2026-04-09');

    const reasons = await trader.send('GET', '/digital-return-reasons');
    expectStatus(reasons, 200);
    const members = reasons.json<HydraCollection<{ code: string; needsNote: boolean }>>()['hydra:member'];
    expect(members.map((r) => r.code)).toContain('wrong-part-supplied');
    expect(members.filter((r) => r.needsNote).map((r) => r.code)).toEqual(['other']);
  });

  it('an order awaiting payment has nothing delivered; the settings decide kinds and window', async () => {
    const waiting = await confirmedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    const [pending] = await returns.returnable(waiting.id);
    expect(pending).toMatchObject({ returnableQuantity: 0, notReturnable: { code: 'not-delivered' } });

    const order = await padsAndDiscs();
    await handle.db.execute(
      sql`INSERT INTO digital_return_part_kinds VALUES ('braking/brake-discs', 'special-order', false)`,
    );
    try {
      const [, discs] = await returns.returnable(order.id);
      expect(discs).toMatchObject({
        kind: 'special-order',
        returnableQuantity: 0,
        notReturnable: { code: 'special-order', message: notReturnableMessages['special-order'] },
      });
      const refused = await returns.create({ order: order.id, lines: [line(order.lines[1]!.id, 1)] });
      expectStatus(refused, 422);
      expect(refused.json().violations).toEqual([
        { propertyPath: 'lines[0].quantity', message: notReturnableMessages['special-order'] },
      ]);
    } finally {
      await handle.db.execute(sql`DELETE FROM digital_return_part_kinds WHERE category_path = 'braking/brake-discs'`);
    }
    // A window of no days has closed at delivery.
    await handle.db.execute(sql`UPDATE digital_return_settings SET window_days = 0`);
    try {
      const [pads] = await returns.returnable(order.id);
      expect(pads).toMatchObject({ returnableQuantity: 0, notReturnable: { code: 'outside-window' } });
    } finally {
      await handle.db.execute(sql`UPDATE digital_return_settings SET window_days = 30`);
    }
  });

  it('refuses a quantity above what is returnable per line, unknown lines, and "other" without a note', async () => {
    const order = await padsAndDiscs();
    const [pads, discs] = order.lines;
    const over = await returns.create({ order: order.id, lines: [line(pads!.id, 2), line(discs!.id, 2)] });
    expectStatus(over, 422);
    expect(over.json().violations).toEqual([
      { propertyPath: 'lines[1].quantity', message: returnMessages.returnable(1) },
    ]);
    // The same line twice counts against what is left.
    const twice = await returns.create({ order: order.id, lines: [line(pads!.id, 2), line(pads!.id, 2)] });
    expect(twice.json().violations).toEqual([
      { propertyPath: 'lines[1].quantity', message: returnMessages.returnable(1) },
    ]);
    const unknown = await returns.create({ order: order.id, lines: [line('no-such-line', 1)] });
    expect(unknown.json().violations).toEqual([
      { propertyPath: 'lines[0].orderLine', message: returnMessages.unknownLine },
    ]);
    const noNote = await returns.create({ order: order.id, lines: [line(pads!.id, 1, 'other')] });
    expectStatus(noNote, 400);
    expect(noNote.json().violations).toEqual([{ propertyPath: 'lines[0].note', message: returnMessages.note }]);
    const noLines = await returns.create({ order: order.id, lines: [] });
    expect(noLines.json().violations).toEqual([{ propertyPath: 'lines', message: returnMessages.chooseLines }]);
    const zero = await returns.create({ order: order.id, lines: [line(pads!.id, 0)] });
    expect(zero.json().violations).toEqual([{ propertyPath: 'lines[0].quantity', message: returnMessages.quantity }]);
    // Nothing was made by any of them.
    expect((await returns.returnable(order.id))[0]!.returnableQuantity).toBe(3);
  });

  it('makes one return, approved at once; a replay is the same return; returns never exceed the line', async () => {
    const order = await padsAndDiscs();
    const pads = order.lines[0]!;
    const key = uuidv7();
    const body = { order: `/orders/${order.id}`, lines: [line(pads.id, 2, 'other', 'Customer bought their own.')] };
    const made = await returns.create(body, key);
    expectStatus(made, 201);
    const first = returnOf(made);
    expect(first).toMatchObject({
      order: order.id,
      orderReference: order.reference,
      state: 'approved',
      lines: [
        { orderLine: pads.id, quantity: 2, reason: 'other', reasonLabel: 'Other', note: 'Customer bought their own.' },
      ],
      creditNote: null,
    });
    expect(first.reference).toMatch(/^RT-\d{6}$/);
    expect(first.history.map((event) => event.state)).toEqual(['requested', 'approved']);
    expect(first.collectAt).toBe(new Date(tuesdayMorning + 2 * 3600_000).toISOString());

    const again = await returns.create(body, key);
    expect(returnOf(again).id).toBe(first.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // By its client-made id too, without a key.
    const id = uuidv7();
    const byId = { id, order: order.id, lines: [line(order.lines[1]!.id, 1)] };
    expectStatus(await returns.create(byId), 201);
    expect(returnOf(await returns.create(byId)).id).toBe(id);

    const [left, discs] = await returns.returnable(order.id);
    expect(left).toMatchObject({ returnableQuantity: 1, pendingQuantity: 2, returnedQuantity: 0 });
    expect(discs).toMatchObject({ returnableQuantity: 0, notReturnable: { code: 'already-returned' } });
    const more = await returns.create({ order: order.id, lines: [line(pads.id, 2)] });
    expectStatus(more, 422);
    expect(more.json().violations).toEqual([
      { propertyPath: 'lines[0].quantity', message: returnMessages.returnable(1) },
    ]);
    const list = await returns.list(`?itemsPerPage=100`);
    const ours = list.json<HydraCollection<DigitalReturn>>()['hydra:member'].filter((r) => r.order === order.id);
    expect(ours.map((r) => r.id)).toEqual([id, first.id]);
  });

  it('is collected on the van’s round and credited by a credit note referring to the invoice', async () => {
    const order = await padsAndDiscs();
    const pads = order.lines[0]!;
    const made = returnOf(await returns.create({ order: order.id, lines: [line(pads.id, 1, 'wrong-part-supplied')] }));
    expect(returnOf(await returns.get(made.id)).state).toBe('approved');

    // The van's round, two hours on (the settings'); the session is renewed as a person's would be.
    clock.advance(2 * 3600);
    trader = await clientOf(app, trade);
    shopper = await clientOf(app, retail);
    returns = returnsClient(trader);
    const credited = returnOf(await returns.get(made.id));
    expect(credited.state).toBe('credited');
    expect(credited.history.map((event) => [event.state, event.at])).toEqual([
      ['requested', made.createdAt],
      ['approved', made.createdAt],
      ['collected', made.collectAt],
      ['credited', made.collectAt],
    ]);
    const note = credited.creditNote!;
    expect(note.invoiceNumber).toMatch(/^CN-GB-\d{6}$/);
    expect(note.reason).toBe(`Return ${made.reference}: Wrong part supplied`);

    const shown = (await trader.send('GET', `/babbage-invoices/${note.invoiceNumber}`)).json<Invoice>();
    expect(shown).toMatchObject({ type: 'credit-note', creditedInvoiceNumber: note.creditedInvoiceNumber });
    const invoice = (await trader.send('GET', `/babbage-invoices/${note.creditedInvoiceNumber}`)).json<Invoice>();
    expect(invoice).toMatchObject({ type: 'invoice', orderId: order.id });
    const invoiced = invoice.lines.find((l) => l.id === pads.id)!;
    expect(note.totalExcTax).toBe(Math.round(invoiced.netAmount / 3));
    expect(note.vatByRate).toEqual([{ rate: 2000, netAmount: note.totalExcTax, vatAmount: note.totalTax }]);

    const [after] = await returns.returnable(order.id);
    expect(after).toMatchObject({ returnedQuantity: 1, pendingQuantity: 0, returnableQuantity: 2 });
  });

  it('returns of the last units at once: only as many as are left are made, the others refused', async () => {
    const order = await deliveredOrder(trader, [[featuredSkus.brakeDiscsFocus, 2]]);
    const discs = order.lines[0]!;
    // Six at once for two discs (on PostgreSQL they run side by side on the pool's connections).
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => returns.create({ order: order.id, lines: [line(discs.id, 1)] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422))
      expect(refused.json().violations).toEqual([
        { propertyPath: 'lines[0].quantity', message: notReturnableMessages['already-returned'] },
      ]);
    const [after] = await returns.returnable(order.id);
    expect(after).toMatchObject({ pendingQuantity: 2, returnableQuantity: 0 });
  });

  it('another person’s order or return is not found; the list is the person’s own, newest first, paged', async () => {
    const order = await padsAndDiscs();
    const made = returnOf(await returns.create({ order: order.id, lines: [line(order.lines[0]!.id, 1)] }));
    const theirs = returnsClient(shopper);
    expectStatus(await theirs.products(order.id), 404);
    expectStatus(await theirs.get(made.id), 404);
    expectStatus(await theirs.create({ order: order.id, lines: [line(order.lines[0]!.id, 1)] }), 404);
    expectStatus(await returns.products('not-an-id'), 404);
    expectStatus(await returns.get('not-an-id'), 404);
    expectStatus(await returns.get(uuidv7()), 404);
    expectStatus(await returns.create({ order: uuidv7(), lines: [line('x', 1)] }), 404);
    expect((await theirs.list()).json<HydraCollection<DigitalReturn>>()['hydra:member'].map((r) => r.id)).not.toContain(
      made.id,
    );
    // A client-made id already taken by another person's return.
    const shopperOrder = await deliveredOrder(shopper, [[featuredSkus.brakePadsFocus, 1]]);
    const taken = await theirs.create({
      id: made.id,
      order: shopperOrder.id,
      lines: [line(shopperOrder.lines[0]!.id, 1)],
    });
    expectStatus(taken, 409);

    const all = (await returns.list('?itemsPerPage=100')).json<HydraCollection<DigitalReturn>>();
    expect(all['hydra:member'].map((r) => r.id)).toContain(made.id);
    const created = all['hydra:member'].map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const first = (await returns.list('?page=1&itemsPerPage=2')).json<HydraCollection<DigitalReturn>>();
    const second = (await returns.list('?page=2&itemsPerPage=2')).json<HydraCollection<DigitalReturn>>();
    expect([...first['hydra:member'], ...second['hydra:member']].map((r) => r.id)).toEqual(
      all['hydra:member'].slice(0, 4).map((r) => r.id),
    );
    expect(first['hydra:totalItems']).toBe(all['hydra:totalItems']);

    expectStatus(await app.inject({ method: 'GET', url: '/api/digital-returns' }), 401);
    expectStatus(await app.inject({ method: 'GET', url: `/api/orders/${order.id}/digital-return-products` }), 401);
    expectStatus(await app.inject({ method: 'POST', url: '/api/digital-returns', payload: {} }), 401);
  });
  // Last: it moves the shared clock on by weeks.
  it('counts the window from the delivery its tracking records: nothing before it, 30 days after it', async () => {
    const fresh = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 2]]);
    // Its tracking is drawn now: received, not yet handed over (the van, parcel or counter comes later).
    const [waiting] = await returns.returnable(fresh.id);
    expect(waiting).toMatchObject({
      deliveredQuantity: 0,
      returnableQuantity: 0,
      returnBy: null,
      notReturnable: { code: 'not-delivered', message: notReturnableMessages['not-delivered'] },
    });
    expectStatus(await returns.create({ order: fresh.id, lines: [line(fresh.lines[0]!.id, 1)] }), 422);

    const order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 2]]);
    const attempted = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    const deliveredAt = new Date('2026-03-13T12:00:00Z');
    await markDelivered(handle.db, order.id, deliveredAt);
    await markDelivered(handle.db, attempted.id, deliveredAt, 'attempted');
    expect((await returns.returnable(order.id))[0]).toMatchObject({ notReturnable: { code: 'not-delivered' } });

    const renew = async () => {
      trader = await clientOf(app, trade);
      returns = returnsClient(trader);
    };
    clock.advance((deliveredAt.getTime() - clock().getTime()) / 1000);
    await renew();
    expect((await returns.returnable(order.id))[0]).toMatchObject({
      deliveredQuantity: 2,
      returnableQuantity: 2,
      notReturnable: null,
      returnBy: '2026-04-12',
    });
    // Delivery attempted: the parts went back to the branch, so nothing is the customer's to return.
    expect((await returns.returnable(attempted.id))[0]).toMatchObject({ notReturnable: { code: 'not-delivered' } });

    clock.advance(30 * 24 * 3600);
    await renew();
    expect((await returns.returnable(order.id))[0]).toMatchObject({
      returnableQuantity: 0,
      notReturnable: { code: 'outside-window' },
    });
  });
});
