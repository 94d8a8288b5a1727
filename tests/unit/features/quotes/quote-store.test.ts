import { beforeEach, describe, expect, it } from 'vitest';
import { rebaseChanges } from '../../../../contract/documents/rebase';
import { quoteRules } from '../../../../contract/quotes/apply';
import type { QuoteChange } from '../../../../contract/quotes/intents';
import type { Quote } from '../../../../contract/quotes/schemas';
import { appDb } from '../../../../src/db/app-db';
import { quoteTable } from '../../../../src/db/quotes';
import { addItem, removeItem, setHeader, updateItem } from '../../../../src/features/quotes/quote-edits';
import { entriesOfQuote, quoteOperations } from '../../../../src/features/quotes/quote-outbox';
import { changeQuote, createQuote, rebuildRow } from '../../../../src/features/quotes/quote-store';
import { DocumentChangeError } from '../../../../src/documents/document-kind';
import { clearDb } from '../../sync/support';

const rebaseQuoteChanges = (changes: QuoteChange[], theirs: Quote, mine: Quote) =>
  rebaseChanges(changes, theirs, mine, quoteRules);

const userId = 'u1';
const pads = { '/products/100001': { name: 'Brembo Front Brake Pad Set', price: 3895, taxRate: 2000 } };
const header = {
  name: 'Counter enquiry',
  vehicle: null,
  customerName: null,
  customerPhone: null,
  validUntil: '2026-12-11',
};
const read = async (id: string) => (await quoteTable.get(id))!;

/** A quote changed on the device: its row and its outbox entry in one transaction, both or neither. */
describe('a quote made and changed on the device', () => {
  beforeEach(() => clearDb());

  it('is made with its own id and a create entry, then each change is applied at once and queued', async () => {
    const id = await createQuote(userId, header, 'GBP');
    await changeQuote(userId, id, addItem((await read(id)).quote, '100001', 3), 'Add pads', pads);
    await changeQuote(userId, id, setHeader((await read(id)).quote, { name: 'Pads for Mr Shah' }), 'Rename');

    const row = await read(id);
    expect(row).toMatchObject({ userId, serverVersion: 0, provisional: true, server: null });
    expect(row.quote.name).toBe('Pads for Mr Shah');
    expect(row.quote.items.map((item) => [item.productName, item.quantity, item.unitPrice.excTax])).toEqual([
      ['Brembo Front Brake Pad Set', 3, 3895],
    ]);
    // £116.85 of parts, VAT at 20% on top.
    expect(row.quote.totals).toEqual({ totalExcTax: 11685, totalTax: 2337, totalIncTax: 14022 });
    const entries = await entriesOfQuote(id);
    expect(entries.map((entry) => entry.operation)).toEqual([
      quoteOperations.create,
      quoteOperations.changes,
      quoteOperations.changes,
    ]);
    expect(entries[2]!.payload).toEqual({
      changes: [{ op: 'setFields', base: { name: 'Counter enquiry' }, set: { name: 'Pads for Mr Shah' } }],
    });
  });

  it('adds one more to a part already on the quote instead of a second line', async () => {
    const id = await createQuote(userId, header, 'GBP');
    await changeQuote(userId, id, addItem((await read(id)).quote, '100001'), 'Add pads', pads);
    await changeQuote(userId, id, addItem((await read(id)).quote, '100001'), 'Add pads', pads);
    expect((await read(id)).quote.items.map((item) => item.quantity)).toEqual([2]);
  });

  it('refuses in words a change to a line that is gone, and queues nothing', async () => {
    const id = await createQuote(userId, header, 'GBP');
    await changeQuote(userId, id, addItem((await read(id)).quote, '100001'), 'Add pads', pads);
    const seen = (await read(id)).quote;
    const line = seen.items[0]!;
    await changeQuote(userId, id, removeItem(seen, line.id), 'Remove pads');
    const before = await appDb.outbox.count();

    const late = changeQuote(userId, id, updateItem(seen, line.id, { quantity: 4 }), 'Four pads');
    await expect(late).rejects.toBeInstanceOf(DocumentChangeError);
    expect(await appDb.outbox.count()).toBe(before);
    expect((await read(id)).quote.items).toEqual([]);
  });

  it('is rebuilt from what is still queued when a change is discarded', async () => {
    const id = await createQuote(userId, header, 'GBP');
    await changeQuote(userId, id, addItem((await read(id)).quote, '100001'), 'Add pads', pads);
    const [, added] = await entriesOfQuote(id);
    await appDb.outbox.delete(added!.id);
    const rebuilt = await rebuildRow(id);
    expect(rebuilt?.quote.items).toEqual([]);
    expect(rebuilt?.quote.totals.totalIncTax).toBe(0);
    expect(rebuilt?.quote.name).toBe('Counter enquiry');
  });
});

describe('"Keep mine" after another device changed the quote', () => {
  beforeEach(() => clearDb());

  it('bases the intents on the server’s copy; a line the other removed comes back as this device had it', async () => {
    const id = await createQuote(userId, header, 'GBP');
    await changeQuote(userId, id, addItem((await read(id)).quote, '100001'), 'Add pads', pads);
    const mine = (await read(id)).quote;
    const line = mine.items[0]!;
    const theirs = { ...mine, name: 'Renamed elsewhere', items: [] };
    const rebased = rebaseQuoteChanges(
      [
        ...setHeader({ ...mine, name: 'Old name' }, { name: 'My name' }),
        ...updateItem(mine, line.id, { quantity: 5 }),
        ...removeItem(mine, line.id),
      ],
      theirs,
      mine,
    );
    expect(rebased).toEqual([
      { op: 'setFields', base: { name: 'Renamed elsewhere' }, set: { name: 'My name' } },
      {
        op: 'addLine',
        kind: 'item',
        line: { id: line.id, position: line.position, product: line.product, quantity: 1, note: null },
      },
    ]);
    // Nothing left to say: an empty request, which the server answers with its copy.
    expect(rebaseQuoteChanges(removeItem(mine, line.id), theirs, mine)).toEqual([
      { op: 'setFields', base: {}, set: {} },
    ]);
  });
});
