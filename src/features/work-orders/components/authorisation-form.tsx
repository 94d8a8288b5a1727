import { useState } from 'react';
import { methodWords } from '../../../../contract/work-orders/answer-words';
import { formatMoney } from '../../../../contract/money/format-money';
import { authorisationMethods, type AuthorisationMethod } from '../../../../contract/work-orders/lines';
import { workOrderMessages } from '../../../../contract/work-orders/messages';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { LineAwaiting } from '../line-answers';
import type { LineAnswerGiven } from '../work-order-edits';

type Choice = LineAnswerGiven['answer'] | 'not-yet';
const CHOICE_WORDS: Record<Choice, string> = { authorise: 'Authorise', decline: 'Decline', 'not-yet': 'Not yet' };
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The customer's answers, line by line (issue 42): each line awaiting them with what it costs now
 * (or its rise since they agreed), answered Authorise, Decline or Not yet; who gave the answers and
 * how. A rise on a line already agreed can be authorised or left: the agreed amount is a promise
 * that a no does not undo, so the rise is taken off the work instead.
 */
export function AuthorisationForm({
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
