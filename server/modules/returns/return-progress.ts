import type { FastifyBaseLogger } from 'fastify';
import { reasonLabel } from '../../../contract/returns/reasons';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import type { InvoiceIssuer } from '../invoices/invoices.service';
import type { ReturnListed, ReturnsRepository } from './returns.repository';

interface Deps {
  db: Database;
  returns: ReturnsRepository;
  invoices: Pick<InvoiceIssuer, 'issueCreditNote'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The credit note's reason: the return's reference and why the parts came back. */
export const creditReasonOf = (row: Pick<ReturnListed, 'reference' | 'lines'>): string => {
  const reasons = [...new Set(row.lines.map((line) => reasonLabel(line.reason)))];
  return `Return ${row.reference}: ${reasons.join(', ')}`;
};

/**
 * Moves returns along as the branch would (issue 26): approved when the approval is due, collected
 * when the van's round comes, credited by a credit note when the branch has checked what came
 * back. Each step happens at the moment it was due, not when someone looks, so the history reads
 * as it happened; it runs when returns are read and at start, and a step is taken once however
 * many requests run it at the same time (the row is locked and the move checks the state it
 * leaves). A return that cannot be credited (no invoice) stays collected and is logged.
 */
export function createReturnProgress({ db, returns, invoices, clock, log }: Deps) {
  async function advance(id: string, now: Date): Promise<void> {
    await withTransaction(db, async () => {
      const row = await returns.find(id, true);
      if (!row) return;
      if (row.state === 'requested' && row.approveAt && row.approveAt <= now) {
        await returns.transition(row.id, 'requested', {
          state: 'approved',
          at: row.approveAt.toISOString(),
          note: null,
        });
        row.state = 'approved';
      }
      if (row.state === 'approved' && row.collectAt && row.collectAt <= now) {
        await returns.transition(row.id, 'approved', {
          state: 'collected',
          at: row.collectAt.toISOString(),
          note: 'Collected by our van',
        });
        row.state = 'collected';
      }
      if (row.state === 'collected' && row.creditAt && row.creditAt <= now) {
        const invoiceNumber = await returns.invoiceNumberOf(row.orderId);
        if (!invoiceNumber) throw new Error(`Return ${row.reference}: its order has no invoice to credit`);
        const note = await invoices.issueCreditNote({
          invoiceNumber,
          reason: creditReasonOf(row),
          lines: row.lines.map((line) => ({ lineId: line.orderLine, quantity: line.quantity })),
          at: row.creditAt,
        });
        await returns.transition(
          row.id,
          'collected',
          { state: 'credited', at: row.creditAt.toISOString(), note: `Credit note ${note.invoiceNumber}` },
          note.id,
        );
      }
    });
  }

  return {
    /** Every due step of the user's returns (or everyone's), each return in its own transaction. */
    async advanceDue(userId?: string): Promise<number> {
      const now = clock();
      const due = await returns.due(now, userId);
      for (const id of due) {
        try {
          await advance(id, now);
        } catch (error) {
          // One return that cannot move must not stop the others, nor the person reading them.
          log.error({ err: error, returnId: id }, 'A return could not move on');
        }
      }
      return due.length;
    },
  };
}

export type ReturnProgress = ReturnType<typeof createReturnProgress>;
