import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../../../contract/invoices/schemas';
import type { Order } from '../../../../contract/orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { CANCELLED_REASON } from '../../../../server/modules/invoices/invoice-issuer';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { setStock, tuesdayMorning } from '../basket/commerce-fixtures';
import { clientOf, confirmedOrder, pay, type Client } from '../invoices/invoice-fixtures';
import { returnsClient } from '../returns/returns-fixtures';

/**
 * Issue 43, the money invariant through the real services: random sequences of pay, time passing
 * (the order's own tracking moves it on: ready, collected), cancel, return and credit (returns move
 * on when read) on random click-and-collect orders. Whatever the sequence, the credit notes never
 * give back more than was paid, no line comes back beyond what was sold, and every credit note is
 * the cancel's or exactly its return's lines. The pure rules are held the same way in
 * tests/contract/orders/money-back.property.test.ts.
 */

type Call =
  | { call: 'pay' }
  | { call: 'time'; minutes: number }
  | { call: 'cancel' }
  | { call: 'return'; line: number; quantity: number }
  | { call: 'credit' };

const calls: fc.Arbitrary<Call> = fc.oneof(
  fc.constant<Call>({ call: 'pay' }),
  // Picked, ready, collected (within hours), the van's round for a return, and past the 30-day window.
  fc.record({ call: fc.constant('time' as const), minutes: fc.constantFrom(10, 45, 240, 600, 3 * 1440, 31 * 1440) }),
  fc.constant<Call>({ call: 'cancel' }),
  fc.record({ call: fc.constant('return' as const), line: fc.nat(1), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.constant<Call>({ call: 'credit' }),
);

const skus = [featuredSkus.brakePadsFocus, featuredSkus.brakeDiscsFocus];

describe.each(testDatabases)('the money of an order through the services on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;

  beforeAll(async () => {
    handle = await database.open();
    clock = createTestClock(tuesdayMorning);
    // A day or a month passes between calls: the session outlives the sequence.
    ({ app } = await buildTestApp(database, {
      database: handle,
      clock,
      config: { accessTokenTtlSeconds: 4000 * 86_400, refreshTokenTtlSeconds: 4000 * 86_400 },
    }));
    for (const sku of skus) await setStock(handle.db, sku, 100_000);
  }, 120_000);
  afterAll(() => app.close());

  /** What the sequences reached, so the invariant is seen to hold where it matters, not only vacuously. */
  const reached = { cancelRefused: 0, cancelledPaid: 0, returnCredited: 0 };

  /** One order through the calls; every answer is one the specification allows for it. */
  async function drive(client: Client, quantities: number[], sequence: Call[]): Promise<Order> {
    const order = await confirmedOrder(
      client,
      quantities.map((quantity, index) => [skus[index]!, quantity]),
    );
    const returns = returnsClient(client);
    for (const step of sequence) {
      if (step.call === 'pay') {
        expect([201, 409]).toContain((await pay(client, order)).statusCode);
      } else if (step.call === 'time') {
        clock.advance(step.minutes * 60);
      } else if (step.call === 'cancel') {
        const answer = await client.send('POST', `/orders/${order.id}/cancel`);
        expect([200, 422], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 422) reached.cancelRefused += 1;
      } else if (step.call === 'return') {
        const line = order.lines[step.line % order.lines.length]!;
        const answer = await returns.create({
          order: order.id,
          lines: [{ orderLine: line.id, quantity: step.quantity, reason: 'not-required' }],
        });
        expect([201, 422], answer.body).toContain(answer.statusCode);
      } else {
        expect((await returns.list()).statusCode).toBe(200);
      }
    }
    // Whatever was due by now has happened.
    expect((await returns.list()).statusCode).toBe(200);
    return order;
  }

  async function expectMoneyHeld(order: Order): Promise<void> {
    const [row] = await queryRows<{ status: string }>(handle.db, sql`SELECT status FROM orders WHERE id = ${order.id}`);
    const payments = await queryRows<{ amount: number; status: string }>(
      handle.db,
      sql`SELECT amount, status FROM payment_transactions WHERE order_id = ${order.id}`,
    );
    const documents = await queryRows<{
      id: string;
      type: 'invoice' | 'credit-note';
      reason: string | null;
      lines: InvoiceLine[];
      total_inc_tax: number;
    }>(
      handle.db,
      sql`SELECT id::text AS id, type, reason, lines, total_inc_tax FROM invoices WHERE order_id = ${order.id}`,
    );
    const returned = await queryRows<{ id: string; state: string; credit_note_id: string | null; lines: unknown }>(
      handle.db,
      sql`SELECT r.id::text AS id, r.state, r.credit_note_id::text AS credit_note_id,
                 jsonb_agg(jsonb_build_object('id', l.order_line_id, 'quantity', l.quantity)
                           ORDER BY l.position) AS lines
            FROM digital_returns r JOIN digital_return_lines l ON l.return_id = r.id
           WHERE r.order_id = ${order.id} GROUP BY r.id`,
    );
    const paid = payments.reduce((sum, payment) => sum + Number(payment.amount), 0);
    const invoice = documents.find((document) => document.type === 'invoice');
    const notes = documents.filter((document) => document.type === 'credit-note');
    const given = notes.reduce((sum, note) => sum + Number(note.total_inc_tax), 0);

    // Credits never exceed payments; nothing paid, nothing credited.
    expect(given).toBeLessThanOrEqual(paid);
    if (!paid) expect(notes).toEqual([]);
    // Returned units never exceed sold, line by line, nor do credited ones or their money.
    for (const line of order.lines) {
      const onReturns = returned
        .filter((ret) => !['declined', 'cancelled'].includes(ret.state))
        .flatMap((ret) => ret.lines as { id: string; quantity: number }[])
        .filter((asked) => asked.id === line.id)
        .reduce((sum, asked) => sum + asked.quantity, 0);
      expect(onReturns).toBeLessThanOrEqual(line.quantity);
      const credited = notes.flatMap((note) => note.lines).filter((credit) => credit.id === line.id);
      const charged = invoice?.lines.find((charge) => charge.id === line.id);
      expect(credited.reduce((sum, credit) => sum + credit.quantity, 0)).toBeLessThanOrEqual(line.quantity);
      if (charged) {
        const gross = (lines: InvoiceLine[]) => lines.reduce((sum, one) => sum + one.netAmount + one.vatAmount, 0);
        expect(gross(credited)).toBeLessThanOrEqual(gross([charged]));
      }
    }
    // Every credit note is the cancel's, or exactly one credited return's lines.
    for (const note of notes) {
      if (note.reason === CANCELLED_REASON) continue;
      const of = returned.filter((ret) => ret.credit_note_id === note.id);
      expect(of).toHaveLength(1);
      expect(note.lines.map(({ id, quantity }) => ({ id, quantity }))).toEqual(of[0]!.lines);
    }
    for (const ret of returned.filter((one) => one.state === 'credited')) {
      expect(notes.some((note) => note.id === ret.credit_note_id)).toBe(true);
      reached.returnCredited += 1;
    }
    // Money comes back one way: a cancelled order has no returns, and its whole payment is reversed and credited.
    if (row!.status === 'cancelled') {
      expect(returned).toEqual([]);
      expect(payments.every((payment) => payment.status === 'reversed')).toBe(true);
      if (paid) expect(given).toBe(paid);
      if (paid) reached.cancelledPaid += 1;
    } else {
      expect(payments.every((payment) => payment.status === 'completed')).toBe(true);
    }
  }

  it('no sequence of pay, cancel, return and credit gives back more than was paid', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }),
        fc.array(calls, { minLength: 1, maxLength: 12 }),
        async (quantities, sequence) => {
          // Each order starts on the Tuesday morning its collection day is booked for.
          clock.advance((tuesdayMorning - clock().getTime()) / 1000);
          const client = await clientOf(app, trade);
          await expectMoneyHeld(await drive(client, quantities, sequence));
        },
      ),
      {
        numRuns: 8,
        // The sequences that reach returns and credit notes: paid, collected, then returned.
        examples: [
          [
            [3, 2],
            [
              { call: 'pay' },
              { call: 'time', minutes: 600 },
              { call: 'return', line: 0, quantity: 2 },
              { call: 'cancel' },
              { call: 'return', line: 0, quantity: 2 },
              { call: 'time', minutes: 240 },
              { call: 'credit' },
              { call: 'return', line: 1, quantity: 2 },
              { call: 'time', minutes: 240 },
            ],
          ],
          [
            [2],
            [
              { call: 'pay' },
              { call: 'time', minutes: 10 },
              { call: 'cancel' },
              { call: 'return', line: 0, quantity: 1 },
            ],
          ],
          [[4], [{ call: 'time', minutes: 600 }, { call: 'cancel' }, { call: 'pay' }]],
        ],
      },
    );
    expect(reached.cancelRefused).toBeGreaterThan(0);
    expect(reached.cancelledPaid).toBeGreaterThan(0);
    expect(reached.returnCredited).toBeGreaterThan(0);
  }, 240_000);
});
