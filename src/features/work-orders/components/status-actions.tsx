import { useId, useState, type ReactNode } from 'react';
import { methodWords } from '../../../../contract/work-orders/answer-words';
import { formatMoney } from '../../../../contract/money/format-money';
import { isClosed, movesFrom, statusLabels, type WorkOrderStatus } from '../../../../contract/work-orders/lifecycle';
import { authorisationMethods, type AuthorisationMethod } from '../../../../contract/work-orders/lines';
import { workOrderMessages } from '../../../../contract/work-orders/messages';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { Modal } from '../../../ui/modal';
import { useLineAnswers } from '../hooks/use-line-answers';
import { linesAwaiting, partsToOrder, type LineAnswers, type LineAwaiting } from '../line-answers';
import type { LineAnswerGiven } from '../work-order-edits';
import type { WorkOrderNote } from '../work-order-notes';
import { ChangeNotes } from './change-note';

const MOVE_WORDS: Partial<Record<WorkOrderStatus, string>> = {
  'in-progress': 'Start work',
  completed: 'Mark completed',
  pending: 'Back to pending',
  cancelled: 'Cancel work order',
};

type Choice = LineAnswerGiven['answer'] | 'not-yet';
const CHOICE_WORDS: Record<Choice, string> = { authorise: 'Authorise', decline: 'Decline', 'not-yet': 'Not yet' };
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
const partsWords = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/**
 * A reason field that must be filled in, with what is wrong beside it: why the work goes ahead
 * before the customer has agreed to all of it (recorded in the status history, issue 42).
 */
function ReasonField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A modal's form asking for the reason to go ahead before the customer agreed, then doing it. */
function OverrideForm({
  intro,
  label,
  submit,
  extra,
  onSubmit,
}: {
  intro: ReactNode;
  label: string;
  submit: string;
  /** More to do or say before the buttons. */
  extra?: ReactNode;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setError(workOrderMessages.authorisationOverrideReason);
        onSubmit(reason.trim());
      }}
    >
      <p>{intro}</p>
      <ReasonField label={label} value={reason} error={error} onChange={setReason} />
      {extra}
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {submit}
        </button>
      </div>
    </form>
  );
}

/**
 * The customer's answers, line by line (issue 42): each line awaiting them with what it costs now
 * (or its rise since they agreed), answered Authorise, Decline or Not yet; who gave the answers and
 * how. A rise on a line already agreed can be authorised or left: the agreed amount is a promise
 * that a no does not undo, so the rise is taken off the work instead.
 */
function AuthorisationForm({
  lines,
  currency,
  customerName,
  onSubmit,
}: {
  lines: readonly LineAwaiting[];
  currency: WorkOrder['currency'];
  customerName: string;
  onSubmit: (given: LineAnswerGiven[], by: string, method: AuthorisationMethod) => void;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [by, setBy] = useState(customerName);
  const [method, setMethod] = useState<AuthorisationMethod>('in-person');
  const [byError, setByError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const choiceOf = (line: LineAwaiting): Choice => choices[line.lineId] ?? 'authorise';
  const total = (choice: Choice) =>
    lines.filter((line) => choiceOf(line) === choice).reduce((sum, line) => sum + line.answer.awaiting, 0);
  const authorising = total('authorise');
  const declining = total('decline');

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const given = lines.flatMap((line): LineAnswerGiven[] => {
          const choice = choiceOf(line);
          return choice === 'not-yet' ? [] : [{ kind: line.kind, lineId: line.lineId, answer: choice }];
        });
        setByError(by.trim() ? null : workOrderMessages.authorisedBy);
        setFormError(given.length ? null : 'Choose Authorise or Decline for at least one line.');
        if (!by.trim() || !given.length) return;
        onSubmit(given, by.trim(), method);
      }}
    >
      <p>What each line costs now, including VAT, and the customer’s answer to it.</p>
      <ul className="wo-auth__lines" aria-label="Lines awaiting the customer’s answer">
        {lines.map((line) => {
          const raised = line.answer.state === 'raised';
          const options: Choice[] = raised ? ['authorise', 'not-yet'] : ['authorise', 'decline', 'not-yet'];
          return (
            <li key={line.lineId}>
              <fieldset className="wo-auth__line">
                <legend>{line.name}</legend>
                <p className={raised ? 'wo-auth__amount wo-auth__amount--raised' : 'wo-auth__amount'}>
                  {raised
                    ? `${money(line.answer.awaiting)} more than the ${money(line.answer.agreed ?? 0)} agreed`
                    : money(line.answer.awaiting)}
                </p>
                {raised && (
                  <p className="field__hint">
                    The {money(line.answer.agreed ?? 0)} agreed stays agreed: if the customer says no to more, take off
                    what was added.
                  </p>
                )}
                <div className="wo-auth__choices">
                  {options.map((choice) => (
                    <label key={choice} className="wo-auth__method">
                      <input
                        type="radio"
                        name={`wo-answer-${line.lineId}`}
                        checked={choiceOf(line) === choice}
                        onChange={() => setChoices({ ...choices, [line.lineId]: choice })}
                      />
                      {CHOICE_WORDS[choice]}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <p className="wo-auth__total" role="status">
        Authorising {money(authorising)} including VAT
        {declining > 0 ? `; declining ${money(declining)}` : ''}.
      </p>
      {formError && <p className="field__error">{formError}</p>}
      <div className={byError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="wo-auth-by">
          Authorised by
        </label>
        <input
          id="wo-auth-by"
          className="field__input"
          value={by}
          maxLength={100}
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
        {authorisationMethods.map((option) => (
          <label key={option} className="wo-auth__method">
            <input type="radio" name="method" checked={method === option} onChange={() => setMethod(option)} />
            {capitalised(methodWords[option])}
          </label>
        ))}
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Record authorisation
        </button>
      </div>
    </form>
  );
}

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
  const [reopenOverride, setReopenOverride] = useState('');
  const [reopenError, setReopenError] = useState<string | null>(null);
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
        Status: {orderPending && doc.status === 'parts-ordered' ? 'Parts to be ordered' : statusLabels[doc.status]}
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
            // Work that goes on with some of it not agreed to needs its own reason, as starting it does.
            if (awaitingAmount > 0 && !reopenOverride.trim())
              return setReopenError(workOrderMessages.authorisationOverrideReason);
            onMove('in-progress', reason.trim(), awaitingAmount > 0 ? reopenOverride.trim() : undefined);
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
          {awaitingAmount > 0 && (
            <>
              <p>{notAgreed}</p>
              <ReasonField
                label="Why does the work go ahead before the customer agrees?"
                value={reopenOverride}
                error={reopenError}
                onChange={setReopenOverride}
              />
            </>
          )}
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
