import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BasketLine } from '../../../contract/basket/schemas';
import type { ReturnState } from '../../../contract/returns/schemas';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import { createCatalogueFacts } from '../catalogue/catalogue.service';
import type { PartKindRule, ReturnSettings } from './return-rules';

/** jsonb arrives parsed from node-postgres and PGlite alike; a text cast would not: read both. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const moment = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export interface ReturnEvent {
  state: ReturnState;
  at: string;
  note: string | null;
}

/** What a return needs of its order. */
export interface OrderForReturn {
  id: string;
  userId: string;
  reference: string;
  status: 'awaiting-payment' | 'placed' | 'cancelled';
  currency: 'GBP' | 'EUR';
  lines: BasketLine[];
  placedAt: Date | null;
}

export interface ReturnLineRow {
  orderLine: string;
  quantity: number;
  reason: string;
  note: string | null;
}

export interface NewReturn {
  id: string;
  reference: string;
  userId: string;
  orderId: string;
  state: ReturnState;
  createdAt: Date;
  approveAt: Date | null;
  collectAt: Date | null;
  creditAt: Date | null;
  history: ReturnEvent[];
  lines: ReturnLineRow[];
}

/** A return as lists and pages show it: with its order's lines and its credit note. */
export interface ReturnListed {
  id: string;
  reference: string;
  userId: string;
  orderId: string;
  orderReference: string;
  currency: 'GBP' | 'EUR';
  orderLines: BasketLine[];
  state: ReturnState;
  createdAt: Date;
  approveAt: Date | null;
  collectAt: Date | null;
  creditAt: Date | null;
  history: ReturnEvent[];
  lines: ReturnLineRow[];
  creditNote: {
    invoiceNumber: string;
    creditedInvoiceNumber: string;
    date: string;
    reason: string;
    vatByRate: { rate: number; netAmount: number; vatAmount: number }[];
    totalExcTax: number;
    totalTax: number;
    totalIncTax: number;
  } | null;
}

interface ListedRow {
  id: string;
  reference: string;
  user_id: string;
  order_id: string;
  order_reference: string;
  currency: 'GBP' | 'EUR';
  order_lines: unknown;
  state: ReturnState;
  created_at: Date | string;
  approve_at: Date | string | null;
  collect_at: Date | string | null;
  credit_at: Date | string | null;
  history: unknown;
  lines: unknown;
  cn_number: string | null;
  cn_credited: string | null;
  cn_date: string | null;
  cn_reason: string | null;
  cn_vat_by_rate: unknown;
  cn_exc: number | null;
  cn_tax: number | null;
  cn_inc: number | null;
}

const listedSelect = sql`
  SELECT r.id::text AS id, r.reference, r.user_id::text AS user_id, r.order_id::text AS order_id,
         o.reference AS order_reference, o.currency, o.lines AS order_lines, r.state, r.created_at,
         r.approve_at, r.collect_at, r.credit_at, r.history,
         (SELECT json_agg(json_build_object('orderLine', l.order_line_id, 'quantity', l.quantity,
                                            'reason', l.reason, 'note', l.note) ORDER BY l.position)
            FROM digital_return_lines l WHERE l.return_id = r.id) AS lines,
         c.invoice_number AS cn_number, ci.invoice_number AS cn_credited, c.issue_date::text AS cn_date,
         c.reason AS cn_reason, c.vat_by_rate AS cn_vat_by_rate, c.total_exc_tax AS cn_exc,
         c.total_tax AS cn_tax, c.total_inc_tax AS cn_inc
    FROM digital_returns r
    JOIN orders o ON o.id = r.order_id
    LEFT JOIN invoices c ON c.id = r.credit_note_id
    LEFT JOIN invoices ci ON ci.id = c.credited_invoice_id`;

const listedOf = (row: ListedRow): ReturnListed => ({
  id: row.id,
  reference: row.reference,
  userId: row.user_id,
  orderId: row.order_id,
  orderReference: row.order_reference,
  currency: row.currency,
  orderLines: json<BasketLine[]>(row.order_lines),
  state: row.state,
  createdAt: new Date(row.created_at),
  approveAt: moment(row.approve_at),
  collectAt: moment(row.collect_at),
  creditAt: moment(row.credit_at),
  history: json<ReturnEvent[]>(row.history),
  lines: json<ReturnLineRow[] | null>(row.lines) ?? [],
  creditNote:
    row.cn_number === null
      ? null
      : {
          invoiceNumber: row.cn_number,
          creditedInvoiceNumber: row.cn_credited ?? '',
          date: row.cn_date ?? '',
          reason: row.cn_reason ?? '',
          vatByRate: json(row.cn_vat_by_rate),
          totalExcTax: Number(row.cn_exc),
          totalTax: Number(row.cn_tax),
          totalIncTax: Number(row.cn_inc),
        },
});

/** Returns, their lines, the settings they follow and what they need of orders; all raw SQL. */
export function createReturnsRepository(root: Database) {
  const db = databaseOf(root);
  const catalogue = createCatalogueFacts(root);

  async function findOrder(userId: string, orderId: string, lock: boolean): Promise<OrderForReturn | undefined> {
    const [row] = await queryRows<{
      id: string;
      user_id: string;
      reference: string;
      status: OrderForReturn['status'];
      currency: 'GBP' | 'EUR';
      lines: unknown;
      placed_at: Date | string | null;
    }>(
      db(),
      sql`SELECT o.id::text AS id, o.user_id::text AS user_id, o.reference, o.status, o.currency, o.lines,
                 o.placed_at
            FROM orders o WHERE o.id = ${orderId} AND o.user_id = ${userId}
            ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      userId: row.user_id,
      reference: row.reference,
      status: row.status,
      currency: row.currency,
      lines: json<BasketLine[]>(row.lines),
      placedAt: moment(row.placed_at),
    };
  }

  return {
    async settings(): Promise<ReturnSettings> {
      const [row] = await queryRows<{
        window_days: number;
        approve_after_minutes: number | null;
        collect_after_minutes: number;
        credit_after_minutes: number;
      }>(
        db(),
        sql`SELECT window_days, approve_after_minutes, collect_after_minutes, credit_after_minutes
                     FROM digital_return_settings`,
      );
      const kinds = await queryRows<{ category_path: string; kind: PartKindRule['kind']; returnable: boolean }>(
        db(),
        sql`SELECT category_path, kind, returnable FROM digital_return_part_kinds ORDER BY category_path`,
      );
      return {
        windowDays: Number(row?.window_days ?? 30),
        approveAfterMinutes: row?.approve_after_minutes === null ? null : Number(row?.approve_after_minutes ?? 0),
        collectAfterMinutes: Number(row?.collect_after_minutes ?? 120),
        creditAfterMinutes: Number(row?.credit_after_minutes ?? 0),
        kinds: kinds.map((kind) => ({
          categoryPath: kind.category_path,
          kind: kind.kind,
          returnable: kind.returnable,
        })),
      };
    },

    /** The user's order; another user's is undefined, as if it did not exist. */
    findOrder: (userId: string, orderId: string) => findOrder(userId, orderId, false),

    /**
     * The user's order, locked until the transaction ends: two returns of its lines are made one
     * after the other, the second seeing what the first took (the lines live on the order's row).
     */
    lockOrder: (userId: string, orderId: string) => findOrder(userId, orderId, true),

    /** Per sku: its category's path and its surcharge in the currency (an exchange unit's). */
    async partFacts(
      skus: string[],
      currency: 'GBP' | 'EUR',
    ): Promise<Map<string, { path: string; surcharge: number }>> {
      const facts = await catalogue.partFacts(skus);
      return new Map(
        [...facts].map(([sku, fact]) => [
          sku,
          { path: fact.path, surcharge: currency === 'EUR' ? fact.surchargeEur : fact.surcharge },
        ]),
      );
    },

    /** Per order line: how many were credited by returns, and how many are on returns under way. */
    async quantities(orderId: string): Promise<Map<string, { returned: number; pending: number }>> {
      const rows = await queryRows<{ order_line_id: string; returned: number; pending: number }>(
        db(),
        sql`SELECT l.order_line_id,
                   COALESCE(sum(l.quantity) FILTER (WHERE r.state = 'credited'), 0)::int AS returned,
                   COALESCE(sum(l.quantity) FILTER (WHERE r.state IN ('requested', 'approved', 'collected')), 0)::int
                     AS pending
              FROM digital_return_lines l JOIN digital_returns r ON r.id = l.return_id
             WHERE l.order_id = ${orderId}
             GROUP BY l.order_line_id`,
      );
      return new Map(
        rows.map((row) => [row.order_line_id, { returned: Number(row.returned), pending: Number(row.pending) }]),
      );
    },

    async insert(value: NewReturn): Promise<void> {
      await db().execute(
        sql`INSERT INTO digital_returns (id, reference, user_id, order_id, state, created_at, approve_at, collect_at,
                                         credit_at, history)
            VALUES (${value.id}, ${value.reference}, ${value.userId}, ${value.orderId}, ${value.state},
                    ${value.createdAt.toISOString()}, ${value.approveAt?.toISOString() ?? null},
                    ${value.collectAt?.toISOString() ?? null}, ${value.creditAt?.toISOString() ?? null},
                    ${JSON.stringify(value.history)}::jsonb)`,
      );
      for (const [position, line] of value.lines.entries()) {
        await db().execute(
          sql`INSERT INTO digital_return_lines (return_id, position, order_id, order_line_id, quantity, reason, note)
              VALUES (${value.id}, ${position}, ${value.orderId}, ${line.orderLine}, ${line.quantity}, ${line.reason},
                      ${line.note})`,
        );
      }
    },

    /** Whose return has this id, if it exists at all (a client-made id must not be taken twice). */
    async ownerOf(id: string): Promise<string | undefined> {
      const [row] = await queryRows<{ user_id: string }>(
        db(),
        sql`SELECT user_id::text AS user_id FROM digital_returns WHERE id = ${id}`,
      );
      return row?.user_id;
    },

    async find(id: string, lock = false): Promise<ReturnListed | undefined> {
      const [row] = await queryRows<ListedRow>(
        db(),
        sql`${listedSelect} WHERE r.id = ${id} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
      );
      return row ? listedOf(row) : undefined;
    },

    /** The user's returns, newest first. */
    async list(
      userId: string,
      page: number,
      itemsPerPage: number,
    ): Promise<{ members: ReturnListed[]; total: number }> {
      const rows = await queryRows<ListedRow>(
        db(),
        sql`${listedSelect} WHERE r.user_id = ${userId} ORDER BY r.created_at DESC, r.id DESC
            LIMIT ${itemsPerPage} OFFSET ${(page - 1) * itemsPerPage}`,
      );
      const [count] = await queryRows<{ total: number }>(
        db(),
        sql`SELECT count(*)::int AS total FROM digital_returns WHERE user_id = ${userId}`,
      );
      return { members: rows.map(listedOf), total: Number(count?.total ?? 0) };
    },

    /** Returns (of one user, or everyone's) whose next step is due by `now`, oldest first. */
    async due(now: Date, userId?: string): Promise<string[]> {
      const at = now.toISOString();
      const rows = await queryRows<{ id: string }>(
        db(),
        sql`SELECT id::text AS id FROM digital_returns
             WHERE ((state = 'requested' AND approve_at <= ${at}) OR (state = 'approved' AND collect_at <= ${at})
                    OR (state = 'collected' AND credit_at <= ${at}))
               ${userId ? sql`AND user_id = ${userId}` : sql``}
             ORDER BY created_at, id LIMIT 200`,
      );
      return rows.map((row) => row.id);
    },

    /** Moves the return from one state to the next, once: false when it had moved already. */
    async transition(
      id: string,
      from: ReturnState,
      event: ReturnEvent,
      creditNoteId: string | null = null,
    ): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db(),
        sql`UPDATE digital_returns
               SET state = ${event.state}, history = history || ${JSON.stringify([event])}::jsonb,
                   credit_note_id = COALESCE(${creditNoteId}::uuid, credit_note_id)
             WHERE id = ${id} AND state = ${from}
         RETURNING id::text AS id`,
      );
      return rows.length > 0;
    },

    /** Sets when its next steps are due (the demo's returns that wait on the branch). */
    async reschedule(id: string, schedule: { approveAt: Date | null; collectAt: Date | null; creditAt: Date | null }) {
      await db().execute(
        sql`UPDATE digital_returns SET approve_at = ${schedule.approveAt?.toISOString() ?? null},
                   collect_at = ${schedule.collectAt?.toISOString() ?? null},
                   credit_at = ${schedule.creditAt?.toISOString() ?? null}
             WHERE id = ${id}`,
      );
    },

    /** Back to requested, with nothing scheduled: the branch will decide (the demo's). */
    async awaitBranch(id: string): Promise<void> {
      await db().execute(
        sql`UPDATE digital_returns SET state = 'requested', history = jsonb_build_array(history -> 0),
                   approve_at = NULL, collect_at = NULL, credit_at = NULL
             WHERE id = ${id}`,
      );
    },

    /** 'RT-204518': read out over the phone, not used before. */
    async newReference(): Promise<string> {
      for (;;) {
        const reference = `RT-${randomInt(100_000, 1_000_000)}`;
        const [taken] = await queryRows<{ id: string }>(
          db(),
          sql`SELECT id::text AS id FROM digital_returns WHERE reference = ${reference}`,
        );
        if (!taken) return reference;
      }
    },

    /** The invoice number of the order's invoice, if it has one. */
    async invoiceNumberOf(orderId: string): Promise<string | undefined> {
      const [row] = await queryRows<{ invoice_number: string }>(
        db(),
        sql`SELECT invoice_number FROM invoices WHERE order_id = ${orderId} AND type = 'invoice'`,
      );
      return row?.invoice_number;
    },
  };
}

export type ReturnsRepository = ReturnType<typeof createReturnsRepository>;
