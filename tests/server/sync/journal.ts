import type { Basket, LineInput } from '../../../contract/basket/schemas';

/**
 * What every simulated tablet queued, what became of each entry and every copy of a basket the
 * server answered: the record the end-of-run checks read. Shared by all tablets of a run.
 */
export type Change =
  | { kind: 'create'; basketId: string; currency: 'GBP' | 'EUR'; lines: LineInput[] }
  | { kind: 'lines'; basketId: string; lines: LineInput[] }
  | { kind: 'shipping'; basketId: string; shipping: { service: string; date: string } }
  | { kind: 'promotion'; basketId: string; code: string }
  | { kind: 'confirm'; basketId: string; orderId: string; expectedTotalIncTax: number }
  | { kind: 'pay'; basketId: string; orderId: string; paymentId: string; currency: 'GBP' | 'EUR' };

/** How a conflict was settled by the person: only the last one sends nothing. */
export type Choice = 'keepMine' | 'placeOrder' | 'takeTheirs';

export type Outcome =
  | { kind: 'applied'; status: number; answer: unknown; replayed: boolean }
  | { kind: 'conflict'; current: Basket; message: string; choice: Choice; settledBy?: string }
  | { kind: 'failed'; status: number; body: unknown };

export interface EntryRecord {
  /** The outbox entry id, sent as Idempotency-Key. */
  id: string;
  tablet: string;
  userId: string;
  change: Change;
  /** The request body, made at the first send and sent unchanged on every retry. */
  body?: Record<string, unknown>;
  /** The basket version the body was based on. */
  baseVersion?: number;
  /** The entry whose conflict this one settles (a new entry under a new key). */
  settles?: string;
  attempts: number;
  outcome?: Outcome;
}

/** A basket as one answer showed it: what must match the history at that version. */
export interface Observation {
  basketId: string;
  version: number;
  state: BasketState;
  source: string;
}

/** What the changes decide of a basket (prices are the catalogue's, so not here). */
export interface BasketState {
  status: 'open' | 'confirmed';
  /** line id → quantity, lines with quantity above 0 only. */
  lines: Record<string, number>;
  shipping: string | null;
  promotions: string[];
}

export const stateOf = (basket: Pick<Basket, 'status' | 'lines' | 'shipping' | 'promotions'>): BasketState => ({
  status: basket.status,
  lines: Object.fromEntries(
    basket.lines.map((line) => [line.id.toLowerCase(), line.quantity] as const).sort(([a], [b]) => a.localeCompare(b)),
  ),
  shipping: basket.shipping ? `${basket.shipping.service}@${basket.shipping.date}` : null,
  promotions: basket.promotions.map((promotion) => promotion.promotionCode).sort(),
});

export interface Counts {
  /** Requests the tablets sent (each try counts). */
  sends: number;
  networkErrors: number;
  serverErrors: number;
  /** 409 without `current`: the same key still running. */
  stillRunning: number;
  /** Answers marked Idempotent-Replayed. */
  replayed: number;
  conflicts: number;
  reads: number;
}

export class Journal {
  readonly entries = new Map<string, EntryRecord>();
  readonly observations: Observation[] = [];
  /** Anything the protocol says cannot happen, in words, with the entry. */
  readonly unexpected: string[] = [];
  readonly counts: Counts = {
    sends: 0,
    networkErrors: 0,
    serverErrors: 0,
    stillRunning: 0,
    replayed: 0,
    conflicts: 0,
    reads: 0,
  };

  add(entry: EntryRecord): void {
    this.entries.set(entry.id, entry);
  }

  observe(basket: Basket, source: string): void {
    this.observations.push({
      basketId: basket.id.toLowerCase(),
      version: basket.version,
      state: stateOf(basket),
      source,
    });
  }

  flag(entry: EntryRecord | undefined, what: string): void {
    this.unexpected.push(entry ? `${entry.tablet} ${entry.change.kind} ${entry.id}: ${what}` : what);
  }

  all(): EntryRecord[] {
    return [...this.entries.values()];
  }
}
