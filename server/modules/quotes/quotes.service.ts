import { applyChanges, nothingApplied } from '../../../contract/documents/apply-changes';
import { linePath } from '../../../contract/documents/clash';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { applyQuoteChange } from '../../../contract/quotes/apply';
import type { QuoteChange } from '../../../contract/quotes/intents';
import { quoteMessages } from '../../../contract/quotes/messages';
import type { CreateQuote, Quote, QuoteItem, ReplaceQuote } from '../../../contract/quotes/schemas';
import { sameValue } from '../../../contract/documents/same-value';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { QuoteRow } from '../../db/schema';
import { withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import { HttpProblem, notFound } from '../../http/problem';
import { dayOf, defaultValidUntil, searchTextOf, toQuote, type StoredQuote } from './quote-document';
import { keyLines, quotedLines } from './quote-lines';
import { quoteClash, quoteNotFound, quoteRefused } from './quote-problems';
import { pricesNow, quoteTotals } from './quote-pricing';
import type { QuoteSearch } from './quote-list';
import type { Quoter, QuotesRepository } from './quotes.repository';

export interface QuotesServiceDeps {
  db: Database;
  quotes: QuotesRepository;
  clock: Clock;
}

/**
 * A person's quotes (trade-features §3, §7; issue 25). Every write runs on the row locked in one
 * transaction and moves `rev` by one when it changed anything: intents from two devices are
 * applied one after the other, each to what the other left (the shared rules of
 * contract/documents), and answer 409 only for what really clashed. Unit prices are quoted by the
 * server, with the basket's pricing, when a line arrives; totals follow from them.
 */
export function createQuotesService({ db, quotes, clock }: QuotesServiceDeps) {
  const prices = (items: Pick<QuoteItem, 'product'>[], quoter: Quoter, now: Date) =>
    pricesNow(
      quotes.parts,
      items.map((item) => item.product),
      quoter,
      now,
    );

  /** Stores the document with what follows from it (totals, search text, counts) and answers the quote. */
  async function write(row: QuoteRow, doc: Omit<StoredQuote, 'totals'>, quoter: Quoter, insert: boolean) {
    const stored: StoredQuote = { ...doc, totals: quoteTotals(doc.items, quoter, row.modifiedAt) };
    const next: QuoteRow = {
      ...row,
      name: stored.name,
      document: stored,
      searchText: searchTextOf(stored),
      itemCount: stored.items.length,
      totalIncTax: stored.totals.totalIncTax,
      validUntil: stored.validUntil,
    };
    const { shareToken: _token, ...columns } = next;
    if (insert) await quotes.insert(columns);
    else await quotes.update(columns);
    return { ...toQuote(next), pricesHeld: quoter.holdsPrices };
  }

  function assertNotPast(validUntil: string | undefined, path: string) {
    if (validUntil !== undefined && validUntil < dayOf(clock())) throw quoteRefused(path, quoteMessages.validUntilPast);
  }

  /** The lines of a whole quote priced: kept lines at their quoted price, the rest at today's. */
  async function linesOf(body: Pick<CreateQuote, 'items'>, previous: QuoteItem[], quoter: Quoter, now: Date) {
    const keyed = keyLines(body.items, now);
    const before = new Map(previous.map((item) => [item.id, item]));
    const withRevs = keyed.map((line) => {
      const old = before.get(line.id);
      if (!old) return { ...line, rev: 1 };
      const same = (['product', 'quantity', 'note', 'position'] as const).every((field) =>
        sameValue(old[field], field === 'note' ? (line.note ?? null) : line[field]),
      );
      return { ...line, rev: same ? old.rev : old.rev + 1 };
    });
    const { items, violations } = quotedLines(
      withRevs,
      previous,
      await prices(withRevs, quoter, now),
      (index) => `items[${index}].product`,
    );
    if (violations.length) throw new HttpProblem(422, 'Validation failed', violations);
    return items;
  }

  /** Applies a document's changed lines: those added or moved to another part are quoted now. */
  async function applied(row: QuoteRow, doc: StoredQuote, quoter: Quoter, now: Date): Promise<Quote> {
    const previous = (row.document as StoredQuote).items;
    const { items, violations } = quotedLines(doc.items, previous, await prices(doc.items, quoter, now), (_, line) =>
      linePath('items', line.id, 'product'),
    );
    if (violations.length) throw new HttpProblem(422, 'Validation failed', violations);
    return write({ ...row, rev: row.rev + 1, modifiedAt: now }, { ...doc, items }, quoter, false);
  }

  const service = {
    /** POST /wishlists: under the device's id; an id already the person's answers that quote as it is. */
    async create(auth: AuthContext, body: CreateQuote): Promise<{ quote: Quote; created: boolean }> {
      return withTransaction(db, async () => {
        const id = body.id?.toLowerCase() ?? uuidv7(clock().getTime());
        const existing = await quotes.find(id, auth.userId);
        if (existing) return { quote: toQuote(existing), created: false };
        if (await quotes.exists(id)) throw quoteRefused('id', quoteMessages.idInUse);
        assertNotPast(body.validUntil, 'validUntil');
        const now = clock();
        const quoter = await quotes.quoter(auth.userId);
        const items = await linesOf(body, [], quoter, now);
        const row = {
          id,
          userId: auth.userId,
          rev: 1,
          currency: quoter.currency,
          shareToken: null,
          createdAt: now,
          modifiedAt: now,
        } as QuoteRow;
        const doc = {
          name: body.name,
          vehicle: body.vehicle,
          customerName: body.customerName,
          customerPhone: body.customerPhone,
          validUntil: body.validUntil ?? defaultValidUntil(now),
          items,
        };
        return { quote: await write(row, doc, quoter, true), created: true };
      });
    },

    /** One of the person's quotes, each line saying today's price when it moved, and whether its prices hold. */
    async get(auth: AuthContext, id: string): Promise<Quote> {
      const row = await quotes.find(id, auth.userId);
      if (!row) throw quoteNotFound();
      const quoter = await quotes.quoter(auth.userId);
      const quote = toQuote(
        row,
        await prices((row.document as StoredQuote).items, { ...quoter, currency: row.currency }, clock()),
      );
      return { ...quote, pricesHeld: quoter.holdsPrices };
    },

    async list(auth: AuthContext, search: QuoteSearch) {
      const { rows, total } = await quotes.list(auth.userId, search);
      return { 'hydra:member': rows, 'hydra:totalItems': total };
    },

    /** PUT /wishlists/{id}: the whole quote, based on its rev. */
    async replace(auth: AuthContext, id: string, body: ReplaceQuote): Promise<Quote> {
      return withTransaction(db, async () => {
        const row = await quotes.find(id, auth.userId, true);
        if (!row) throw quoteNotFound();
        const current = toQuote(row);
        if (body.rev !== row.rev)
          throw quoteClash(current, [{ path: 'rev', reason: 'changed', yours: body.rev, theirs: row.rev }]);
        if (body.validUntil !== current.validUntil) assertNotPast(body.validUntil, 'validUntil');
        const now = clock();
        const quoter = { ...(await quotes.quoter(auth.userId)), currency: row.currency };
        const items = await linesOf(body, current.items, quoter, now);
        const doc = {
          name: body.name,
          vehicle: body.vehicle,
          customerName: body.customerName,
          customerPhone: body.customerPhone,
          validUntil: body.validUntil ?? current.validUntil,
          items,
        };
        return write({ ...row, rev: row.rev + 1, modifiedAt: now }, doc, quoter, false);
      });
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      if (!(await quotes.delete(id, auth.userId))) throw quoteNotFound();
    },

    /** Applies intents in order, in one transaction: all of them, or none and a 409 naming what clashed. */
    async change(auth: AuthContext, id: string, changes: QuoteChange[]): Promise<Quote> {
      return withTransaction(db, async () => {
        const row = await quotes.find(id, auth.userId, true);
        if (!row) throw quoteNotFound();
        return changeQuote(auth, row, changes);
      });
    },

    /** PUT /wishlist-items/{id}: the line's quantity or note, based on its rev when given. */
    async updateItem(
      auth: AuthContext,
      itemId: string,
      body: { quantity?: number | undefined; note?: string | null | undefined; rev?: number | undefined },
    ): Promise<Quote> {
      return withTransaction(db, async () => {
        const { row, line } = await rowOfItem(auth, itemId);
        if (body.rev !== undefined && body.rev !== line.rev)
          throw quoteClash(toQuote(row), [
            { path: linePath('items', line.id), reason: 'changed', yours: body, theirs: line },
          ]);
        const set = {
          ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
          ...(body.note !== undefined ? { note: body.note } : {}),
        };
        // Based on the line as it is: its rev, when sent, has vouched that the device saw it so.
        const base = Object.fromEntries(Object.keys(set).map((key) => [key, line[key as keyof QuoteItem]]));
        return changeQuote(auth, row, [{ op: 'updateLine', kind: 'item', id: line.id, base, set }]);
      });
    },

    /** DELETE /wishlist-items/{id}: based on the line's rev when given. */
    async removeItem(auth: AuthContext, itemId: string, rev: number | undefined): Promise<Quote> {
      return withTransaction(db, async () => {
        const { row, line } = await rowOfItem(auth, itemId);
        return changeQuote(auth, row, [{ op: 'removeLine', kind: 'item', id: itemId, baseRev: rev ?? line.rev }]);
      });
    },
  };

  async function rowOfItem(auth: AuthContext, itemId: string) {
    const row = await quotes.findByItem(itemId.toLowerCase(), auth.userId);
    const line = row && (row.document as StoredQuote).items.find((item) => item.id === itemId.toLowerCase());
    if (!row || !line) throw notFound(quoteMessages.itemNotFound);
    return { row, line };
  }

  async function changeQuote(auth: AuthContext, row: QuoteRow, changes: QuoteChange[]): Promise<Quote> {
    const current = toQuote(row);
    const { doc, changed, clashes } = applyChanges(
      nothingApplied(row.document as StoredQuote),
      changes,
      applyQuoteChange<StoredQuote>,
    );
    if (clashes.length) throw quoteClash(current, clashes);
    if (!changed) return current;
    if (doc.validUntil !== current.validUntil) assertNotPast(doc.validUntil, 'validUntil');
    const quoter = { ...(await quotes.quoter(auth.userId)), currency: row.currency };
    return applied(row, doc, quoter, clock());
  }

  return service;
}

export type QuotesService = ReturnType<typeof createQuotesService>;

/** For the demo (issue 44): it stores its quotes as the API does. */
export { createQuotesRepository } from './quotes.repository';

/** The origin a link opens on (share-origin.ts): health checks' links follow the same rule. */
export { shareOrigin } from './share-origin';
