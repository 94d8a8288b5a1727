import { useId, useState } from 'react';
import { formatMoney } from '../../../../contract/money/format-money';
import { isClosed, movesFrom, statusLabels, type WorkOrderStatus } from '../../../../contract/work-orders/lifecycle';
import type { AuthorisationMethod } from '../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { Modal } from '../../../ui/modal';
import { useLineAnswers } from '../hooks/use-line-answers';
import { linesAwaiting, partsToOrder, type LineAnswers } from '../line-answers';
import type { LineAnswerGiven } from '../work-order-edits';
import type { WorkOrderNote } from '../work-order-notes';
import { AuthorisationForm } from './authorisation-form';
import { ChangeNotes } from './change-note';
import { OverrideForm } from './override-form';
import { PartsOrders } from './parts-orders';

const MOVE_WORDS: Partial<Record<WorkOrderStatus, string>> = {
  'in-progress': 'Start work',
  completed: 'Mark completed',
  pending: 'Back to pending',
  cancelled: 'Cancel work order',
};

const partsWords = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/**
 * The status buttons the lifecycle allows from here, the customer's authorisation and ordering the
 * parts. Work starts, and parts are ordered, for what the customer agreed to, or with a reason
 * that is recorded (issue 42). Offline each is kept and sent later, and the screen says so, never
 * that it is done.
 */
export function StatusActions({
  doc,
  online,
  notes,
  orderPending,
  orderRefused = false,
  answers: given,
  onMove,
  onAuthorise,
  onOrderParts,
}: {
  doc: WorkOrder;
  online: boolean;
  notes: readonly WorkOrderNote[] | undefined;
  /** Parts ordered on this device, not yet confirmed by the server. */
  orderPending: boolean;
  /** Parts ordered on this device and refused by the server (its words show in the notes). */
  orderRefused?: boolean;
  /** The customer's answers, as the editor worked them out for every list (else worked out here). */
  answers?: LineAnswers | null;
  /** `override`: the reason to start before the customer agreed to all of the work. */
  onMove: (to: WorkOrderStatus, reason?: string, override?: string) => void;
  onAuthorise: (given: LineAnswerGiven[], by: string, method: AuthorisationMethod) => void;
  /** `override`: the reason to order parts the customer has not agreed to yet. */
  onOrderParts: (override?: string) => void;
}) {
  const [authorising, setAuthorising] = useState(false);
  const [starting, setStarting] = useState(false);
  const [orderingAll, setOrderingAll] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const waitingId = useId();
  const answers = useLineAnswers(doc, given);
  const money = (amount: number) => formatMoney(amount, doc.currency);
  const awaiting = linesAwaiting(doc, answers);
  const parts = partsToOrder(doc, answers);
  const awaitingAmount = doc.prices.authorisation.awaiting;
  const closed = isClosed(doc.status);
  const notAgreed = `${money(awaitingAmount)} of this work is not authorised yet.`;
  const recordAnswer = (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        setStarting(false);
        setAuthorising(true);
      }}
    >
      Record the customer’s answer
    </button>
  );

  return (
    <section className="wo-actions card" aria-labelledby="wo-actions">
      <h2 id="wo-actions">
        Status:{' '}
        {doc.status === 'parts-ordered' && orderRefused
          ? 'Parts not ordered'
          : doc.status === 'parts-ordered' && orderPending
            ? 'Parts to be ordered'
            : statusLabels[doc.status]}
      </h2>
      <ChangeNotes notes={notes} />
      <div className="wo-actions__buttons">
        {awaiting.length > 0 && !closed && (
          <button type="button" className="button button--primary" onClick={() => setAuthorising(true)}>
            Record authorisation
          </button>
        )}
        {parts.agreed > 0 && !closed && (
          <button type="button" className="button button--primary" onClick={() => onOrderParts()}>
            Order {partsWords(parts.agreed)}
          </button>
        )}
        {parts.awaiting > 0 && !closed && (
          <>
            <p className="wo-actions__waiting" id={waitingId}>
              {partsWords(parts.awaiting)} {parts.awaiting === 1 ? 'awaits' : 'await'} the customer’s authorisation
            </p>
            <button
              type="button"
              className="button button--secondary"
              aria-describedby={waitingId}
              onClick={() => setOrderingAll(true)}
            >
              Order all, with a reason
            </button>
          </>
        )}
        {movesFrom(doc.status).map((to) =>
          to === 'parts-ordered' ? null : (
            <button
              key={to}
              type="button"
              className={
                to === 'cancelled' ? 'button button--secondary wo-actions__cancel' : 'button button--secondary'
              }
              onClick={() =>
                doc.status === 'completed'
                  ? setReopening(true)
                  : to === 'in-progress' && awaitingAmount > 0
                    ? setStarting(true)
                    : onMove(to)
              }
            >
              {doc.status === 'completed' ? 'Reopen' : (MOVE_WORDS[to] ?? statusLabels[to])}
            </button>
          ),
        )}
      </div>
      <PartsOrders doc={doc} />
      {orderPending && !orderRefused && (
        <p className="wo-actions__pending" role="status">
          {online
            ? 'The parts are being ordered.'
            : 'The parts will be ordered when you are back online. They are not ordered yet.'}
        </p>
      )}
      <Modal open={authorising} title="Customer’s authorisation" onClose={() => setAuthorising(false)}>
        <AuthorisationForm
          lines={awaiting}
          currency={doc.currency}
          customerName={doc.customerName ?? ''}
          onSubmit={(answered, by, method) => {
            onAuthorise(answered, by, method);
            setAuthorising(false);
          }}
        />
      </Modal>
      <Modal open={starting} title="Start work" onClose={() => setStarting(false)}>
        <OverrideForm
          intro={`${notAgreed} Record the customer’s answer, or go ahead with a reason:`}
          label="Why does the work start now?"
          submit="Start work"
          extra={awaiting.length > 0 ? recordAnswer : null}
          onSubmit={(override) => {
            onMove('in-progress', undefined, override);
            setStarting(false);
          }}
        />
      </Modal>
      <Modal open={orderingAll} title="Order all the parts" onClose={() => setOrderingAll(false)}>
        <OverrideForm
          intro={
            `${partsWords(parts.awaiting)} ${parts.awaiting === 1 ? 'awaits' : 'await'} the customer’s ` +
            `authorisation. Order all ${partsWords(parts.agreed + parts.awaiting)} with a reason, which is recorded:`
          }
          label="Why order them now?"
          submit={`Order ${partsWords(parts.agreed + parts.awaiting)}`}
          onSubmit={(override) => {
            onOrderParts(override);
            setOrderingAll(false);
          }}
        />
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
