// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quoteChangesSchema } from '../../../../contract/quotes/intents';
import { quoteMessages } from '../../../../contract/quotes/messages';
import { createQuoteSchema, type Quote } from '../../../../contract/quotes/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { ApiError } from '../../../../src/api/api-error';
import { keepQuoteBasket } from '../../../../src/app/quote-basket';
import { appDb } from '../../../../src/db/app-db';
import { quoteTable } from '../../../../src/db/quotes';
import {
  basketFromQuote,
  revokeShare,
  shareQuote,
  sharedQuote,
} from '../../../../src/features/quotes/api/quote-actions';
import { pullQuote } from '../../../../src/features/quotes/api/pull-quotes';
import { addItem, removeItem, updateItem } from '../../../../src/features/quotes/quote-edits';
import { defaultValidUntil } from '../../../../src/features/quotes/quote-local';
import { notesOf } from '../../../../src/features/quotes/quote-notes';
import { registerQuoteOperations } from '../../../../src/features/quotes/quote-operations';
import { changeQuote, createQuote } from '../../../../src/features/quotes/quote-store';
import { expectedReprice, repriceMessage } from '../../../../src/features/quotes/quote-words';
import { claimsFromToken } from '../../../../src/session/session';
import { entityChanges } from '../../../../src/sync/entity-changes-read';
import { discardEntry } from '../../../../src/sync/queue-actions';
import { replayWith } from '../../../../src/sync/replay';
import { setSyncState } from '../../../../src/sync/sync-state';
import { localText } from '../../../../src/storage/local-text';
import { login, trade } from '../../../server/helpers/session';
import { realServer, type RealServer } from '../../support/real-server';
import { storeBearerSession, useBearerMode } from '../../support/fake-api';
import { clearDb } from '../../sync/support';

const { brakePadsFocus: pads, brakeDiscsFocus: discs } = featuredSkus;
const header = {
  name: 'Brakes for Mrs Kelly',
  vehicle: { registration: 'WB19 KFD', description: 'Ford Focus Mk4 1.0 EcoBoost' },
  customerName: 'Mrs Kelly',
  customerPhone: null,
  validUntil: defaultValidUntil(new Date()),
};
/** What the device knew of the parts when they were chosen (the search's answer). */
const known = {
  [`/products/${pads}`]: { name: 'Brembo Front Brake Pad Set', price: 3895, taxRate: 2000 },
  [`/products/${discs}`]: { name: 'Brembo Front Brake Discs', price: 7450, taxRate: 2000 },
};

/**
 * Quotes made on the device and replayed to the real server (architecture: "Documents with
 * lines"): built offline, sent once, the device ending with the server's copy; a refusal beside
 * the line it refused; shared and converted once online, the basket kept as the person's.
 */
describe('quotes made offline, replayed to the real server', () => {
  let server: RealServer;
  let token = '';
  const device = { now: () => Date.now(), random: () => 0 };
  const userId = () => claimsFromToken(token).id;
  const read = async (id: string) => (await quoteTable.get(id))!;
  const setPrice = (sku: string, price: number) =>
    server.handle.db.execute(sql`UPDATE products SET price = ${price} WHERE sku = ${sku}`);

  beforeAll(async () => {
    server = await realServer();
    registerQuoteOperations();
  }, 60_000);
  afterAll(() => server.close());

  beforeEach(async () => {
    await clearDb();
    setSyncState({ pausedFor: null, replaying: false, lastRunAt: null });
    useBearerMode();
    const pair = await login(server.app, trade.email, trade.password);
    token = pair.token;
    storeBearerSession({ ...claimsFromToken(pair.token), exp: 4_000_000_000 }, pair.token, pair.refresh_token);
  });

  /** A quote built on the device: two pads, then one more, discs added and removed. */
  async function buildOffline(): Promise<string> {
    const id = await createQuote(userId(), header, 'GBP');
    await changeQuote(userId(), id, addItem((await read(id)).quote, pads, 2), 'Add pads', known);
    await changeQuote(userId(), id, addItem((await read(id)).quote, discs), 'Add discs', known);
    const lines = (await read(id)).quote.items;
    await changeQuote(userId(), id, updateItem((await read(id)).quote, lines[0]!.id, { note: 'Front axle' }), 'Note');
    await changeQuote(userId(), id, removeItem((await read(id)).quote, lines[1]!.id), 'Remove discs');
    return id;
  }

  it('shows the quote at once with its totals and VAT, then sends it once and keeps the server’s copy', async () => {
    const id = await buildOffline();
    const offline = await read(id);
    expect(offline.provisional).toBe(true);
    expect(offline.quote.items.map((item) => [item.product, item.quantity, item.note])).toEqual([
      [`/products/${pads}`, 2, 'Front axle'],
    ]);
    expect(offline.quote.totals).toEqual({ totalExcTax: 7790, totalTax: 1558, totalIncTax: 9348 });
    // What is queued passes the contract's own schemas (the payload schemas check only shapes).
    for (const entry of await appDb.outbox.toArray()) {
      const payload = entry.payload as { body?: object; changes?: object[] };
      if (payload.body) expect(createQuoteSchema.safeParse(payload.body).error).toBeUndefined();
      else expect(quoteChangesSchema.safeParse({ changes: payload.changes }).error).toBeUndefined();
    }

    await replayWith(device);

    expect(await appDb.outbox.count()).toBe(0);
    const calls = server.requests.filter((request) => request.call.includes('/wishlists'));
    expect(calls.map((request) => `${request.call.replace(id, '{id}')} ${request.status}`)).toEqual([
      'POST /api/wishlists 201',
      'POST /api/wishlists/{id}/changes 200',
    ]);
    const held = await pullQuote(userId(), id);
    expect(held.items.map((item) => [item.product, item.quantity, item.note])).toEqual([
      [`/products/${pads}`, 2, 'Front axle'],
    ]);
    expect(held.totals).toEqual(offline.quote.totals);
    const row = await read(id);
    expect(row).toMatchObject({ provisional: false, serverVersion: held.rev });
    expect(row.quote).toEqual(held);

    // Sent again (a lost answer), the same keys change nothing.
    await replayWith(device);
    expect((await pullQuote(userId(), id)).rev).toBe(held.rev);
  });

  it('shows a refused line beside that line, in the server’s words; a discard takes it back', async () => {
    const id = await createQuote(userId(), header, 'GBP');
    await replayWith(device);
    const unknown = { ...addItem((await read(id)).quote, '999999999')[0]! };
    await changeQuote(userId(), id, [unknown], 'Add a part that is not sold');
    await replayWith(device);

    const [refused] = await appDb.outbox.toArray();
    expect(refused?.state).toBe('failed');
    const notes = notesOf(await entityChanges(id));
    const lineId = (await read(id)).quote.items[0]!.id;
    expect(notes.byPath.get(`items[${lineId}]`)).toEqual([
      { kind: 'refused', entryId: refused!.id, message: quoteMessages.productNotFound },
    ]);
    expect(notes.general).toEqual([]);

    await discardEntry(refused!.id);
    expect((await read(id)).quote.items).toEqual([]);
    expect((await read(id)).provisional).toBe(false);
  });

  it('inside the hold: a price moved, one basket at the quoted price, kept under the basket key', async () => {
    const id = await buildOffline();
    await replayWith(device);
    await setPrice(pads, 3895 + 160);
    try {
      const today = await pullQuote(userId(), id);
      const warned = expectedReprice(today);
      expect(repriceMessage(warned, 'GBP')).toBe('1 price changed since this quote: £3.84 more in all');

      const basketId = '0190f0c8-2c3a-7000-8000-000000000001';
      const answer = await basketFromQuote(id, basketId);
      // Inside the quote's hold (issue 43) the basket keeps the quoted price: nothing to pay more.
      expect(answer).toMatchObject({ priceChanges: [], difference: { excTax: 0, incTax: 0 }, leftOut: [] });
      expect(answer.pricesHeldUntil).not.toBeNull();
      expect(answer.basketId).toBe(basketId);
      // Tapped again (an answer lost on the way), the same basket answers.
      expect((await basketFromQuote(id, basketId)).basketId).toBe(basketId);

      await keepQuoteBasket(userId(), answer.basketId);
      expect(localText(`${userId()}_basket`).read()).toBe(basketId);
      const basket = (await appDb.baskets.get(basketId))!;
      expect(basket.basket.lines.map((line) => [line.product, line.quantity, line.unitPrice.excTax])).toEqual([
        [`/products/${pads}`, 2, 3895],
      ]);
    } finally {
      await setPrice(pads, 3895);
    }
  });

  it('shares one link, the same each time, readable without an account until it is withdrawn', async () => {
    const id = await buildOffline();
    await replayWith(device);
    const first = await shareQuote(id);
    expect((await shareQuote(id)).token).toBe(first.token);
    expect(first.url).toMatch(new RegExp(`/shared-quotes/${first.token}$`));

    storeBearerSession({ ...claimsFromToken(token), exp: 0 }, 'nobody', 'nobody');
    const seen = await sharedQuote(first.token);
    expect(seen).toMatchObject({ name: header.name, customerName: 'Mrs Kelly' });
    expect(seen.items.map((item) => [item.product, item.quantity])).toEqual([[`/products/${pads}`, 2]]);
    storeBearerSession({ ...claimsFromToken(token), exp: 4_000_000_000 }, token, 'refresh');

    await revokeShare(id);
    const gone = await sharedQuote(first.token).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
    expect((gone as ApiError).message).toBe(quoteMessages.shareNotFound);
    expect((await pullQuote(userId(), id)).shared).toBe(false);
    const quote: Quote = (await read(id)).quote;
    expect(quote.shared).toBe(false);
  });
});
