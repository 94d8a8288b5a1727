import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import type { Basket } from '../../../../contract/basket/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { appDb } from '../../../db/app-db';
import type { ConflictRow } from '../../../db/conflicts';
import { resolveConflict } from '../../../sync/queue-actions';
import { entriesOfEntity } from '../../../db/outbox-queries';

/**
 * A queued order the server would only place at a higher total than the person saw (409 with
 * the re-priced basket): never placed silently, it waits here for their decision.
 */
export function OrderDecision({ conflict }: { conflict: ConflictRow | undefined }) {
  const [error, setError] = useState<string | null>(null);
  if (!conflict) return null;
  const theirs = conflict.theirs as Basket;
  const choose = (choice: 'mine' | 'theirs') => {
    setError(null);
    resolveConflict(conflict.entryId, choice).catch((failure: unknown) => setError(errorMessage(failure)));
  };
  return (
    <section className="basket__decision" role="alert" aria-labelledby="order-decision-title">
      <h2 id="order-decision-title">Your order needs your decision</h2>
      <p>{conflict.message}</p>
      {error && <p className="basket__decision-error">{error}</p>}
      <div className="basket__decision-actions">
        <button type="button" className="button button--accent" onClick={() => choose('mine')}>
          Place the order at {formatMoney(theirs.totals.totalIncTax, theirs.currency)}
        </button>
        <button type="button" className="button button--ghost" onClick={() => choose('theirs')}>
          Don&apos;t place it
        </button>
      </div>
    </section>
  );
}

/** The conflict holding this basket's queued order, if the server asked for a decision. */
export function useOrderDecision(basketId: string | undefined): ConflictRow | undefined {
  return useLiveQuery(async () => {
    if (!basketId) return undefined;
    const entries = await entriesOfEntity(basketId).toArray();
    const confirm = entries.find((entry) => entry.operation === 'basket.confirm' && entry.state === 'conflict');
    return confirm ? appDb.conflicts.get(confirm.id) : undefined;
  }, [basketId]);
}
