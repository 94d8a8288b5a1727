import { randomBytes } from 'node:crypto';
import { isPutToCustomer } from '../../../contract/health-checks/answer-rules';
import { healthCheckMessages as m } from '../../../contract/health-checks/messages';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { SHARE_DAYS, type HealthCheckShare, type SharedHealthCheck } from '../../../contract/health-checks/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { HealthCheckRow } from '../../db/schema';
import type { HealthCheckShareRow } from '../../db/schema';
import { withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/problem';
import { storedOf, toHealthCheck } from './health-check-document';
import { healthCheckNotFound, healthCheckRefused } from './health-check-problems';
import type { HealthCheckAnswersRepository } from './health-check-answers.repository';
import { vrmKeyOf, type HealthChecksRepository } from './health-checks.repository';
import { sharedReport } from './shared-report';
import type { WorkOrderSide } from './work-order-side';

/** 24 random bytes: a token no one guesses (192 bits), 32 characters in a URL. */
const newToken = () => randomBytes(24).toString('base64url');
const DAY_MS = 86_400_000;

const spokenDay = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface HealthCheckSharesDeps {
  db: Database;
  checks: HealthChecksRepository;
  answers: HealthCheckAnswersRepository;
  workOrders: Pick<WorkOrderSide, 'account'>;
  clock: Clock;
  appUrl: string;
}

/** A link that opens: the check and its link, else 404 in plain words (withdrawn, or run out on a day). */
export async function openShare(
  answers: HealthCheckAnswersRepository,
  checks: HealthChecksRepository,
  token: string,
  now: Date,
): Promise<{ share: HealthCheckShareRow; row: HealthCheckRow }> {
  const share = token.length <= 64 ? await answers.byToken(token) : undefined;
  if (!share || share.withdrawnAt) throw notFound(m.shareNotFound);
  if (share.expiresAt < now) throw notFound(m.shareExpired(spokenDay(share.expiresAt)));
  const row = await checks.find(share.healthCheckId, share.accountId);
  if (!row) throw notFound(m.shareNotFound);
  return { share, row };
}

/**
 * "Send to customer" (issue 46), like the shared quote: an unguessable link with an end date,
 * made once and the same every time after until withdrawn or run out. Sending marks the check
 * sent (a new rev, so tablets pull it); the customer needs no login.
 */
export function createHealthCheckShares({ db, checks, answers, workOrders, clock, appUrl }: HealthCheckSharesDeps) {
  /** The check moved to `sent` and `shared` as the link stands; a new rev so other tablets see it. */
  async function mark(row: HealthCheckRow, shared: boolean): Promise<void> {
    const check = toHealthCheck(row);
    const status = shared && check.status === 'completed' ? 'sent' : check.status;
    if (check.shared === shared && status === check.status) return;
    const doc: HealthCheck = { ...check, status, shared };
    await checks.update({
      id: row.id,
      accountId: row.accountId,
      number: row.number,
      rev: row.rev + 1,
      status,
      vrmKey: vrmKeyOf(doc.vrm),
      workOrderId: doc.workOrder,
      document: storedOf(doc),
      modifiedAt: clock(),
    });
  }

  return {
    appUrl,

    /** POST /health-checks/{id}/share: the live link, or a new one of SHARE_DAYS. */
    async share(auth: AuthContext, id: string, origin: string = appUrl): Promise<HealthCheckShare> {
      return withTransaction(db, async () => {
        const account = await workOrders.account(auth);
        const row = await checks.find(id, account.id, true);
        if (!row) throw healthCheckNotFound();
        const check = toHealthCheck(row);
        // A check still being marked is not ready for the customer: its colours may yet change.
        if (check.status === 'in-progress') throw healthCheckRefused('status', m.shareNotReady);
        // What the customer approves must have a work order to go onto: say so now, not to them.
        if (!check.workOrder && check.items.some((item) => isPutToCustomer(item) && item.recommendedJob))
          throw healthCheckRefused('workOrder', m.noWorkOrder);
        const now = clock();
        let share = await answers.liveShare(id, now);
        if (!share) {
          share = {
            token: newToken(),
            healthCheckId: id,
            accountId: account.id,
            sharedBy: auth.userId,
            createdAt: now,
            expiresAt: new Date(now.getTime() + SHARE_DAYS * DAY_MS),
            withdrawnAt: null,
            openedAt: null,
          };
          await answers.insertShare(share);
        }
        await mark(row, true);
        return {
          url: `${origin}/shared-health-checks/${share.token}`,
          token: share.token,
          expiresAt: share.expiresAt.toISOString(),
        };
      });
    },

    /** DELETE /health-checks/{id}/share: the link stops working, and says it was withdrawn. */
    async withdraw(auth: AuthContext, id: string): Promise<void> {
      await withTransaction(db, async () => {
        const account = await workOrders.account(auth);
        const row = await checks.find(id, account.id, true);
        if (!row) throw healthCheckNotFound();
        await answers.withdraw(id, clock());
        await mark(row, false);
      });
    },

    /**
     * Who acts for the garage behind a link: whoever sent it, else the account holder. Approved
     * work goes onto the work order in their name, and the customer's Idempotency-Keys are kept
     * under them. Undefined for a token that is no link.
     */
    async actor(token: string): Promise<string | undefined> {
      const share = token.length <= 64 ? await answers.byToken(token) : undefined;
      if (!share) return undefined;
      return share.sharedBy ?? (await answers.accountHolder(share.accountId)) ?? undefined;
    },

    /** GET /shared-health-checks/{token}: the customer's report; the first view is recorded. */
    async shared(token: string): Promise<SharedHealthCheck> {
      const now = clock();
      const { share, row } = await openShare(answers, checks, token, now);
      if (!share.openedAt) await answers.opened(token, now);
      return sharedReport(toHealthCheck(row), {
        garage: await answers.garageName(share.accountId),
        expiresAt: share.expiresAt,
      });
    },

    /** A photo through the link: only a red or amber item's of this check. */
    async photo(token: string, photoId: string): Promise<Uint8Array> {
      const { row } = await openShare(answers, checks, token, clock());
      const check = toHealthCheck(row);
      const photo = check.photos.find((candidate) => candidate.id === photoId);
      const item = photo && check.items.find((candidate) => candidate.id === photo.item);
      if (!item || (item.state !== 'red' && item.state !== 'amber')) throw notFound(m.noPhoto);
      const bytes = await answers.photo(row.id, photoId);
      if (!bytes) throw notFound(m.noPhoto);
      return bytes;
    },
  };
}

export type HealthCheckShares = ReturnType<typeof createHealthCheckShares>;
