import { useState } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import { isClosed, movesFrom, statusLabels, type WorkOrderStatus } from '../../../../contract/work-orders/lifecycle';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { Modal } from '../../../ui/modal';
import type { WorkOrderNote } from '../work-order-notes';
import { ChangeNotes } from './change-note';

const MOVE_WORDS: Partial<Record<WorkOrderStatus, string>> = {
  'in-progress': 'Start work',
  completed: 'Mark completed',
  pending: 'Back to pending',
  cancelled: 'Cancel work order',
};

/**
 * The status buttons the lifecycle allows from here, the customer's authorisation and ordering the
 * parts. Offline each is kept and sent later, and the screen says so, never that it is done.
 */
export function StatusActions({
  doc,
  online,
  notes,
  orderPending,
  onMove,
  onAuthorise,
  onOrderParts,
}: {
  doc: WorkOrder;
  online: boolean;
  notes: readonly WorkOrderNote[] | undefined;
  /** Parts ordered on this device, not yet confirmed by the server. */
  orderPending: boolean;
  onMove: (to: WorkOrderStatus, reason?: string) => void;
  onAuthorise: (by: string, method: 'in-person' | 'phone' | 'text') => void;
  onOrderParts: () => void;
}) {
  const [authorising, setAuthorising] = useState(false);
  const [by, setBy] = useState(doc.customerName ?? '');
  const [method, setMethod] = useState<'in-person' | 'phone' | 'text'>('in-person');
  const [byError, setByError] = useState<string | null>(null);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const unordered = doc.workOrderItems.filter((item) => item.product !== null && item.orderedIn === null);
  // A kit's parts go on the order once every one is chosen (contract/work-orders/apply.ts).
  const kitsReady = doc.workOrderQuickKits.filter(
    (kit) =>
      !kit.orderedIn && kit.workOrderQuickKitItems.length && kit.workOrderQuickKitItems.every((item) => item.sku),
  );
  const toOrder = unordered.length + kitsReady.reduce((sum, kit) => sum + kit.workOrderQuickKitItems.length, 0);
  const unauthorisedJobs = doc.workOrderJobs.filter((job) => job.authorisation === null);
  const closed = isClosed(doc.status);

  return (
    <section className="wo-actions card" aria-labelledby="wo-actions">
      <h2 id="wo-actions">
        Status: {orderPending && doc.status === 'parts-ordered' ? 'Parts to be ordered' : statusLabels[doc.status]}
      </h2>
      <ChangeNotes notes={notes} />
      <div className="wo-actions__buttons">
        {unauthorisedJobs.length > 0 && !closed && (
          <button type="button" className="button button--primary" onClick={() => setAuthorising(true)}>
            Record authorisation
          </button>
        )}
        {toOrder > 0 && !closed && (
          <button type="button" className="button button--primary" onClick={onOrderParts}>
            Order {toOrder} {toOrder === 1 ? 'part' : 'parts'}
          </button>
        )}
        {movesFrom(doc.status).map((to) =>
          to === 'parts-ordered' ? null : (
            <button
              key={to}
              type="button"
              className={
                to === 'cancelled' ? 'button button--secondary wo-actions__cancel' : 'button button--secondary'
              }
              onClick={() => (doc.status === 'completed' ? setReopening(true) : onMove(to))}
            >
              {doc.status === 'completed' ? 'Reopen' : (MOVE_WORDS[to] ?? statusLabels[to])}
            </button>
          ),
        )}
      </div>
      {(doc.partsOrders ?? []).length > 0 && (
        <ul className="wo-actions__orders" aria-label="Parts orders">
          {(doc.partsOrders ?? []).map((order) => (
            <li key={order.id}>
              Parts ordered: <strong>{order.reference}</strong>, {formatMoney(order.totalIncTax, doc.currency)} inc.
              VAT, {new Date(order.placedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
            </li>
          ))}
        </ul>
      )}
      {orderPending && (
        <p className="wo-actions__pending" role="status">
          {online
            ? 'The parts are being ordered.'
            : 'The parts will be ordered when you are back online. They are not ordered yet.'}
        </p>
      )}
      <Modal open={authorising} title="Customer’s authorisation" onClose={() => setAuthorising(false)}>
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!by.trim()) return setByError('Please enter who authorised the work.');
            onAuthorise(by.trim(), method);
            setAuthorising(false);
          }}
        >
          <p>
            The customer agrees to {unauthorisedJobs.length} {unauthorisedJobs.length === 1 ? 'job' : 'jobs'} for{' '}
            <strong>{formatMoney(doc.prices.unauthorised.incTax, doc.currency)}</strong> including VAT.
          </p>
          <div className={byError ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="wo-auth-by">
              Authorised by
            </label>
            <input
              id="wo-auth-by"
              className="field__input"
              value={by}
              aria-invalid={byError ? true : undefined}
              aria-describedby={byError ? 'wo-auth-by-error' : undefined}
              onChange={(event) => setBy(event.target.value)}
            />
            {byError && (
              <p className="field__error" id="wo-auth-by-error">
                {byError}
              </p>
            )}
          </div>
          <fieldset className="wo-auth__methods">
            <legend>How</legend>
            {(['in-person', 'phone', 'text'] as const).map((option) => (
              <label key={option} className="wo-auth__method">
                <input type="radio" name="method" checked={method === option} onChange={() => setMethod(option)} />
                {option === 'in-person' ? 'In person' : option === 'phone' ? 'By phone' : 'By text'}
              </label>
            ))}
          </fieldset>
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              Record authorisation
            </button>
          </div>
        </form>
      </Modal>
      <Modal open={reopening} title="Reopen the work order" onClose={() => setReopening(false)}>
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            onMove('in-progress', reason.trim());
            setReopening(false);
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="wo-reopen-reason">
              Why is it reopened?
            </label>
            <input
              id="wo-reopen-reason"
              className="field__input"
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              Reopen
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
