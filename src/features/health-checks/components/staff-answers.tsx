import { useState } from 'react';
import { isPutToCustomer } from '../../../../contract/health-checks/answer-rules';
import { healthCheckMessages } from '../../../../contract/health-checks/messages';
import type { AnswerInput, StaffAnswers as StaffAnswersBody } from '../../../../contract/health-checks/answers';
import type { HealthCheck, HealthCheckAnswer, HealthCheckItem } from '../../../../contract/health-checks/schemas';
import { sideWords } from '../../../../contract/health-checks/templates';
import { formatMoney } from '../../../../contract/money/format-money';
import type { EntityChange } from '../../../sync/entity-changes';
import { answerWords, decisionWords, tomorrow } from '../answer-words';
import { recordStaffAnswers } from '../health-check-answers-outbox';
import { HEALTH_CHECK_ANSWERS_OPERATION, type HealthCheckAnswersPayload } from '../health-check-outbox';

type Choice = { decision: HealthCheckAnswer['decision'] | ''; reason: string; laterDate: string };
const none: Choice = { decision: '', reason: '', laterDate: '' };

export const itemName = (item: Pick<HealthCheckItem, 'name' | 'side'>) =>
  item.side && !item.name.includes(sideWords[item.side]) ? `${item.name} (${sideWords[item.side]})` : item.name;

/** What the outbox holds of the answers staff took: waiting or refused, by item. */
export function answersWaiting(changes: readonly EntityChange[]) {
  const waiting = new Map<string, { decision: string; method: string }>();
  const refused = new Map<string, string[]>();
  for (const { entry, status } of changes) {
    if (entry.operation !== HEALTH_CHECK_ANSWERS_OPERATION) continue;
    const payload = entry.payload as HealthCheckAnswersPayload;
    for (const answer of payload.answers)
      waiting.set(answer.item, { decision: answer.decision, method: payload.method });
    if (status.kind !== 'refused') continue;
    const named = status.violations.flatMap((violation) => {
      const index = /^answers\[(\d+)\]/.exec(violation.propertyPath)?.[1];
      const item = index !== undefined ? payload.answers[Number(index)]?.item : undefined;
      return item ? [[item, violation.message] as const] : [];
    });
    // A refusal that names no item (no work order, say) shows on every item the request carried.
    const places = named.length ? named : payload.answers.map((answer) => [answer.item, status.message] as const);
    for (const [item, message] of places) refused.set(item, [...(refused.get(item) ?? []), message]);
  }
  return { waiting, refused };
}

/**
 * The customer's answers on the garage's page (issue 46): each red and amber item with what the
 * customer said (online, or taken by phone or at the counter), and a form for the answers staff
 * take, kept in the outbox like the check's marks so that it works offline. What the server
 * refuses is shown beside the item, in its words.
 */
export function StaffAnswers({
  check,
  changes,
  userId,
  staffName,
}: {
  check: HealthCheck;
  changes: readonly EntityChange[];
  userId: string;
  staffName: string;
}) {
  const [method, setMethod] = useState<StaffAnswersBody['method']>('phone');
  const [by, setBy] = useState(staffName);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const asked = check.items.filter(isPutToCustomer);
  if (!asked.length || check.status === 'in-progress') return null;
  const { waiting, refused } = answersWaiting(changes);
  const given = new Map(check.answers.map((answer) => [answer.item, answer]));
  const money = (amount: number) => formatMoney(amount, check.currency);
  const choose = (item: string, choice: Partial<Choice>) => {
    setSaved(false);
    setChoices((before) => ({ ...before, [item]: { ...(before[item] ?? none), ...choice } }));
  };
  const chosen: AnswerInput[] = Object.entries(choices)
    .filter(([, choice]) => choice.decision)
    .map(([item, choice]) => ({
      item,
      decision: choice.decision as HealthCheckAnswer['decision'],
      reason: choice.decision === 'declined' && choice.reason.trim() ? choice.reason.trim() : null,
      laterDate: choice.decision === 'later' ? choice.laterDate || null : null,
    }));
  const submit = () => {
    setError(null);
    if (!by.trim()) return setError('Please say who took the answer.');
    if (chosen.some((answer) => answer.decision === 'later' && !answer.laterDate))
      return setError('Please choose the date to come back to each item put off.');
    recordStaffAnswers(userId, check.id, { method, by: by.trim(), answers: chosen })
      .then(() => {
        setChoices({});
        setSaved(true);
      })
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : 'The answers were not saved.'));
  };

  return (
    <section className="hc-answers card" aria-labelledby="hc-answers-title">
      <h2 id="hc-answers-title">The customer’s answers</h2>
      <ul className="hc-answers__items">
        {asked.map((item) => {
          const answer = given.get(item.id);
          const pending = waiting.get(item.id);
          const choice = choices[item.id] ?? none;
          const fieldId = `hc-answer-${item.id}`;
          return (
            <li key={item.id} className={`hc-answer hc-answer--${item.state}`}>
              <div className="hc-answer__head">
                <span className="hc-answer__name">{itemName(item)}</span>
                {item.price && <span className="hc-answer__price">{money(item.price.incTax)} inc. VAT</span>}
              </div>
              {item.recommendedJob && <p className="hc-answer__work">{item.recommendedJob.description}</p>}
              {answer ? (
                <p className={`hc-answer__given hc-answer__given--${answer.decision}`}>
                  {answerWords(answer)}
                  {answer.priceShown ? ` · ${money(answer.priceShown.incTax)} shown` : ''}
                  {answer.reason ? ` · “${answer.reason}”` : ''}
                </p>
              ) : pending ? (
                <p className="hc-answer__waiting" role="status">
                  Not sent yet: {decisionWords[pending.decision as HealthCheckAnswer['decision']] ?? pending.decision}
                </p>
              ) : (
                <div className="hc-answer__choose">
                  <label className="field__label" htmlFor={fieldId}>
                    Answer for {itemName(item)}
                  </label>
                  <select
                    id={fieldId}
                    className="field__input"
                    value={choice.decision}
                    onChange={(event) => choose(item.id, { decision: event.target.value as Choice['decision'] })}
                  >
                    <option value="">No answer yet</option>
                    {item.recommendedJob && <option value="approved">Approved</option>}
                    <option value="declined">Declined</option>
                    <option value="later">Later</option>
                  </select>
                  {choice.decision === 'later' && (
                    <>
                      <label className="field__label" htmlFor={`${fieldId}-date`}>
                        Come back to it on
                      </label>
                      <input
                        id={`${fieldId}-date`}
                        type="date"
                        className="field__input"
                        min={tomorrow()}
                        value={choice.laterDate}
                        onChange={(event) => choose(item.id, { laterDate: event.target.value })}
                      />
                    </>
                  )}
                  {choice.decision === 'declined' && (
                    <>
                      <label className="field__label" htmlFor={`${fieldId}-reason`}>
                        Reason (optional)
                      </label>
                      <input
                        id={`${fieldId}-reason`}
                        className="field__input"
                        maxLength={300}
                        value={choice.reason}
                        onChange={(event) => choose(item.id, { reason: event.target.value })}
                      />
                    </>
                  )}
                </div>
              )}
              {answer?.notOnWorkOrder && (
                <p className="hc-answer__unplaced">{healthCheckMessages.notOnWorkOrder(answer.notOnWorkOrder)}</p>
              )}
              {(refused.get(item.id) ?? []).map((message) => (
                <p key={message} className="hc-answer__refused" role="alert">
                  {message}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      {asked.some((item) => !given.has(item.id) && !waiting.has(item.id)) && (
        <fieldset className="hc-answers__taken">
          <legend>Taken</legend>
          <label className="hc-answers__method">
            <input type="radio" name="hc-method" checked={method === 'phone'} onChange={() => setMethod('phone')} /> By
            phone
          </label>
          <label className="hc-answers__method">
            <input
              type="radio"
              name="hc-method"
              checked={method === 'in-person'}
              onChange={() => setMethod('in-person')}
            />{' '}
            In person
          </label>
          <label className="field__label" htmlFor="hc-answers-by">
            Taken by
          </label>
          <input
            id="hc-answers-by"
            className="field__input"
            maxLength={100}
            value={by}
            onChange={(event) => setBy(event.target.value)}
          />
          <button type="button" className="button button--primary" disabled={!chosen.length} onClick={submit}>
            Record {chosen.length || ''} answer{chosen.length === 1 ? '' : 's'}
          </button>
        </fieldset>
      )}
      {saved && (
        <p className="muted" role="status">
          Saved on this device; sent to the garage’s system when the connection allows.
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
