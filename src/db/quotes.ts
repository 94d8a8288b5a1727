import type { Table } from 'dexie';
import type { Quote } from '../../contract/quotes/schemas';
import { appDb, readOr } from './app-db';
import type { LocalEntityRow } from './local-entity';

/** What the device knew of a part it put on a quote, to price the line before the server does. */
export interface LocalQuotePart {
  name: string;
  /** Unit price excluding VAT with any surcharge, minor units, in the quote's currency. */
  price: number;
  /** VAT in basis points (2000 = 20%). */
  taxRate: number;
}

/**
 * A quote as the device keeps it (architecture: "Documents with lines"), as a work order is kept:
 * `quote` is what the screens show (the server's copy with the changes still in the outbox
 * applied on top, its totals worked out here until the server answers); `server` is the server's
 * last word, kept so that each answer can be laid under the changes still waiting.
 */
export interface QuoteRow extends LocalEntityRow {
  quote: Quote;
  /** The server's last copy; null until it has the quote. */
  server: Quote | null;
  /** Parts chosen on this device, by product reference ('/products/{sku}'), to price them offline. */
  parts: Record<string, LocalQuotePart>;
}

/**
 * The quotes table with its row type. app-db.ts declares it with the shared row shape (version 2
 * made it); the rows the quotes feature writes are QuoteRows.
 */
export const quoteTable = appDb.quotes as unknown as Table<QuoteRow, string>;

/** A person's quotes on the device (what the quote list shows and searches while offline). */
export const quotesOfUser = (userId: string) =>
  readOr(() => quoteTable.where('userId').equals(userId).toArray(), [] as QuoteRow[]);
