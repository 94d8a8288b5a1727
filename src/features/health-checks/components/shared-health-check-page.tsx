import '../shared-health-check.css';
import { useEffect, useState } from 'react';
import type { AnswerInput } from '../../../../contract/health-checks/answers';
import { healthCheckMessages } from '../../../../contract/health-checks/messages';
import type { HealthCheckAnswer } from '../../../../contract/health-checks/schemas';
import type { SharedHealthCheck, SharedItem } from '../../../../contract/health-checks/shared';
import { sideWords } from '../../../../contract/health-checks/templates';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { formatMoney } from '../../../../contract/money/format-money';
import { ApiError, errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { sendCustomerAnswers, sharedHealthCheck, sharedPhotoUrl } from '../api/shared-health-check';
import { spokenDay, tomorrow } from '../answer-words';

type Read =
  | { isPending: true; isError?: undefined; data?: undefined; error?: undefined }
  | { isPending: false; isError: false; data: SharedHealthCheck; error?: undefined }
  | { isPending: false; isError: true; error: unknown; data?: undefined };

/** The report, tried again once on a network failure or a server error; a refusal (404) is the answer. */
async function readReport(token: string, signal: AbortSignal): Promise<Read> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { isPending: false, isError: false, data: await sharedHealthCheck(token, signal) };
    } catch (error) {
      if (signal.aborted) throw error;
      if ((error instanceof ApiError && error.status < 500) || attempt >= 1)
        return { isPending: false, isError: true, error };
    }
  }
}

type Choice = { decision: HealthCheckAnswer['decision'] | ''; reason: string; laterDate: string };
const none: Choice = { decision: '', reason: '', laterDate: '' };

const nameOf = (item: { name: string; side: SharedItem['side'] }) =>
  item.side && !item.name.includes(sideWords[item.side]) ? `${item.name} (${sideWords[item.side]})` : item.name;

/** The customer's three answers, as buttons a thumb reads at a glance. */
const choiceWords = { approved: 'Approve', declined: 'Decline', later: 'Later' } as const;

const stateWords = { red: 'Needs attention now', amber: 'Advised soon' } as const;

/** What the customer said, in their words: "You approved this on 7 December 2026." */
function givenWords(answer: HealthCheckAnswer): string {
  const by = answer.method === 'online' ? 'You' : 'You told the garage you';
  const day = spokenDay(answer.at);
  // Approved after the car's visit was closed: the customer learns the garage will come back to them.
  const booking = answer.notOnWorkOrder ? ` ${healthCheckMessages.notOnWorkOrderForCustomer}` : '';
  if (answer.decision === 'approved') return `${by} approved this on ${day}.${booking}`;
  if (answer.decision === 'declined') return `${by} declined this on ${day}.`;
  return `${by} chose to leave this until ${answer.laterDate ? spokenDay(answer.laterDate) : 'later'}.`;
}

/**
 * /shared-health-checks/{token}: the vehicle health check as its customer sees it through the
 * garage's link (issue 46), on a phone, without logging in. Each red and amber item with its
 * photos, note and price including VAT; the customer approves, declines (with a reason if they
 * like) or puts off each one; green items are folded away. A withdrawn or run-out link says so.
 */
export function SharedHealthCheckPage({ token }: { token: string }) {
  // One read, no query cache: the page is all there is (it loads no more than it needs on a phone).
  const [read, setRead] = useState<Read>({ isPending: true });
  useEffect(() => {
    const abort = new AbortController();
    readReport(token, abort.signal).then(setRead, () => undefined);
    return () => abort.abort();
  }, [token]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  // One key per set of answers: a retry of the same tap counts once; changed answers take a new one.
  const [key, setKey] = useState(uuidv7);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);

  if (read.isPending) return <Spinner label="Loading your health check" />;
  if (read.isError) {
    const gone = read.error instanceof ApiError && read.error.status === 404;
    return (
      <Page title={gone ? 'This link no longer works' : 'The health check could not be loaded'} narrow>
        <ErrorBanner>{errorMessage(read.error)}</ErrorBanner>
      </Page>
    );
  }
  const report = read.data;
  const money = (amount: number) => formatMoney(amount, report.currency);
  const given = new Map(report.answers.map((answer) => [answer.item, answer]));
  const open = report.items.filter((item) => !given.has(item.id) && item.recommendedWork);
  const choose = (item: string, choice: Partial<Choice>) => {
    setKey(uuidv7());
    setThanks(false);
    setChoices((before) => ({ ...before, [item]: { ...(before[item] ?? none), ...choice } }));
  };
  const chosen: AnswerInput[] = open.flatMap((item) => {
    const choice = choices[item.id];
    if (!choice?.decision) return [];
    return [
      {
        item: item.id,
        decision: choice.decision,
        reason: choice.decision === 'declined' && choice.reason.trim() ? choice.reason.trim() : null,
        laterDate: choice.decision === 'later' ? choice.laterDate || null : null,
      },
    ];
  });
  const approvedTotal = open.reduce(
    (sum, item) => sum + (choices[item.id]?.decision === 'approved' ? (item.price?.incTax ?? 0) : 0),
    0,
  );
  const send = async () => {
    setError(null);
    if (chosen.some((answer) => answer.decision === 'later' && !answer.laterDate))
      return setError('Please choose a date for each item you would like to leave until later.');
    setBusy(true);
    try {
      const answered = await sendCustomerAnswers(token, chosen, key);
      setRead({ isPending: false, isError: false, data: answered });
      setChoices({});
      setKey(uuidv7());
      setThanks(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const reds = report.items.filter((item) => item.state === 'red').length;
  const ambers = report.items.length - reds;

  return (
    <Page title="Your vehicle health check" narrow>
      <div className="shc">
        <section className="shc__vehicle" aria-label="Your vehicle">
          {report.vrm && <p className="shc__plate">{report.vrm}</p>}
          <div>
            {report.vehicle && <p className="shc__model">{report.vehicle}</p>}
            <p className="shc__meta">
              Checked by {report.garage} on {spokenDay(report.checkedAt)}
              {report.mileage !== null ? ` at ${report.mileage.toLocaleString('en-GB')} miles` : ''}.
            </p>
          </div>
        </section>
        <p className="shc__summary">
          {reds ? `${reds} item${reds === 1 ? '' : 's'} need${reds === 1 ? 's' : ''} attention now` : 'Nothing urgent'}
          {ambers ? `, ${ambers} ${ambers === 1 ? 'is' : 'are'} advised soon` : ''}. Prices include VAT.
        </p>
        {thanks && (
          <p className="shc__thanks" role="status">
            Thank you: the garage has your answers.
          </p>
        )}
        <ul className="shc__items">
          {report.items.map((item) => {
            const answer = given.get(item.id);
            const choice = choices[item.id] ?? none;
            const heading = `shc-item-${item.id}`;
            return (
              <li key={item.id} className={`shc-item shc-item--${item.state}`} aria-labelledby={heading}>
                <p className={`shc-item__state shc-item__state--${item.state}`}>{stateWords[item.state]}</p>
                <h2 id={heading} className="shc-item__name">
                  {nameOf(item)}
                </h2>
                {item.motFailure && <p className="shc-item__mot">This would fail an MOT.</p>}
                {item.customerNote && <p className="shc-item__note">{item.customerNote}</p>}
                {item.photos.length > 0 && (
                  <div className="shc-item__photos">
                    {item.photos.map((photo, index) => (
                      <a key={photo} href={sharedPhotoUrl(token, photo)} target="_blank" rel="noreferrer">
                        <img
                          src={sharedPhotoUrl(token, photo)}
                          alt={`${nameOf(item)}, photo ${index + 1}`}
                          loading="lazy"
                          width={96}
                          height={96}
                        />
                      </a>
                    ))}
                  </div>
                )}
                {item.recommendedWork && (
                  <p className="shc-item__work">
                    <span>{item.recommendedWork}</span>
                    {item.price && <strong className="shc-item__price">{money(item.price.incTax)}</strong>}
                  </p>
                )}
                {answer ? (
                  <p className={`shc-item__given shc-item__given--${answer.decision}`}>{givenWords(answer)}</p>
                ) : item.recommendedWork ? (
                  <fieldset className="shc-item__choice">
                    <legend>Your answer</legend>
                    <div className="shc-item__options">
                      {(['approved', 'declined', 'later'] as const).map((decision) => (
                        <label key={decision} className={`shc-option shc-option--${decision}`}>
                          <input
                            type="radio"
                            name={`answer-${item.id}`}
                            value={decision}
                            checked={choice.decision === decision}
                            onChange={() => choose(item.id, { decision })}
                          />
                          <span>{choiceWords[decision]}</span>
                        </label>
                      ))}
                    </div>
                    {choice.decision === 'declined' && (
                      <div className="field">
                        <label className="field__label" htmlFor={`reason-${item.id}`}>
                          Reason (optional)
                        </label>
                        <input
                          id={`reason-${item.id}`}
                          className="field__input"
                          maxLength={300}
                          value={choice.reason}
                          onChange={(event) => choose(item.id, { reason: event.target.value })}
                        />
                      </div>
                    )}
                    {choice.decision === 'later' && (
                      <div className="field">
                        <label className="field__label" htmlFor={`later-${item.id}`}>
                          Remind me on
                        </label>
                        <input
                          id={`later-${item.id}`}
                          type="date"
                          className="field__input"
                          min={tomorrow()}
                          value={choice.laterDate}
                          onChange={(event) => choose(item.id, { laterDate: event.target.value })}
                        />
                      </div>
                    )}
                  </fieldset>
                ) : null}
              </li>
            );
          })}
        </ul>
        {open.length > 0 && (
          <div className="shc__send">
            {approvedTotal > 0 && (
              <p className="shc__total">
                Work you approve: <strong>{money(approvedTotal)}</strong> including VAT
              </p>
            )}
            <button
              type="button"
              className="button button--primary shc__button"
              disabled={busy || chosen.length === 0}
              onClick={() => void send()}
            >
              {busy ? 'Sending…' : `Send my answer${chosen.length === 1 ? '' : 's'}`}
            </button>
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
          </div>
        )}
        {report.green.length > 0 && (
          <details className="shc__green">
            <summary>
              {report.green.length} item{report.green.length === 1 ? '' : 's'} checked and fine
            </summary>
            <ul>
              {report.green.map((item, index) => (
                <li key={`${item.name}-${index}`}>{nameOf(item)}</li>
              ))}
            </ul>
          </details>
        )}
        <p className="shc__expires muted">
          This link works until {spokenDay(report.expiresAt)}. Questions? Call {report.garage}.
        </p>
      </div>
    </Page>
  );
}
