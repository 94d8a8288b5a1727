import '../mot-history.css';
import { lazy, Suspense, useMemo } from 'react';
import { vehicleMessages } from '../../../../contract/vehicles/messages';
import { formatRegistration, normaliseRegistration } from '../../../../contract/vehicles/registration';
import { detailValue, type MotHistory, type MotTest } from '../../../../contract/vehicles/schemas';
import { ApiError, isAbortError, NetworkError, TimeoutError } from '../../../api/api-error';
import { log } from '../../../api/log';
import { useProfile } from '../../../session/profile';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useMotHistory } from '../api/mot-history';
import { localIsoDate, motDue } from '../mot-due';
import { defectGroups, mileagePoints, mileageText, motDate, newestFirst } from '../mot-tests';
import { MotRecall } from './mot-recall';
import { vehicleModals, useVehicleModal } from '../vehicle-modals';

// The chart and its library load only when a history with readings is shown (their own chunks).
const MotMileageChart = lazy(() =>
  import('./mot-mileage-chart').then((module) => ({ default: module.MotMileageChart })),
);

/**
 * The text of a failed MOT history call (trade-features §8): the server's description; else what
 * happened and what to do (VEH-24): offline, the service did not answer (a gateway's page, a
 * timeout, no connection to it), or no MOT record for the registration (a 404 without words);
 * else 'An unexpected error occurred' (an answer that does not match the contract).
 */
export function motHistoryErrorText(error: unknown, online = true): string {
  if (error instanceof ApiError) {
    const body = error.body as Record<string, unknown> | null;
    const description = body && typeof body === 'object' ? body['hydra:description'] : undefined;
    if (typeof description === 'string' && description.trim()) return description;
    return error.status === 404 ? vehicleMessages.motNotFound : vehicleMessages.motNoAnswer;
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return online ? vehicleMessages.motNoAnswer : vehicleMessages.motOffline;
  }
  return vehicleMessages.unexpected;
}

/**
 * The MOT history modal (trade-features §2): the active vehicle's tests, or those of `vrm`.
 * Opened and closed through the vehicle modals' store, so that it never shows beside another.
 */
export function MotHistoryModal({ vrm }: { vrm?: string } = {}) {
  const open = useVehicleModal() === 'mot-history';
  return (
    <Modal open={open} title="MOT history" onClose={() => vehicleModals.close('mot-history')}>
      {/* Mounted only while open: closing unmounts the query, which aborts a call still running. */}
      <MotHistoryContent vrm={vrm} open={open} />
    </Modal>
  );
}

function MotHistoryContent({ vrm, open }: { vrm: string | undefined; open: boolean }) {
  const profile = useProfile();
  const activeVrm = detailValue(profile.data?.vehicleDetails ?? [], 'VRM');
  const registration = vrm ?? (activeVrm || undefined);
  // A logged-in person's record says which vehicle is active: wait for it rather than ask twice.
  const profileLoading = vrm === undefined && profile.isPending && profile.fetchStatus === 'fetching';
  const history = useMotHistory(registration, open && !profileLoading);
  const online = useOnlineStatus();

  let body;
  if (history.isError) {
    if (isAbortError(history.error)) {
      // §8: an aborted call is only logged.
      log.info('MOT history request aborted');
      body = null;
    } else {
      body = (
        <>
          <ErrorBanner>{motHistoryErrorText(history.error, online)}</ErrorBanner>
          {/* The words ask the person to try again: the way to do it is right beside them. */}
          <button
            type="button"
            className="button button--secondary"
            disabled={history.isFetching}
            onClick={() => void history.refetch()}
          >
            Try again
          </button>
        </>
      );
    }
  } else if (history.data) {
    body = <MotHistoryView history={history.data} />;
  } else {
    const shown = registration ? ` of ${formatRegistration(normaliseRegistration(registration))}` : '';
    body = <Spinner label={`Loading the MOT history${shown}`} />;
  }
  return <div className="mot-history">{body}</div>;
}

function MotHistoryView({ history }: { history: MotHistory }) {
  const tests = useMemo(() => newestFirst(history.motHistory), [history.motHistory]);
  const due = motDue(history, localIsoDate());
  const state = !due ? '' : due.days < 0 ? 'overdue' : due.days <= 30 ? 'soon' : 'ok';
  const readings = mileagePoints(tests).length;

  return (
    <>
      <h3 className="mot-history__vehicle">
        <span className="mot-history__plate">{formatRegistration(history.vrm)}</span>{' '}
        <span className="mot-history__model">{[history.make, history.model].filter(Boolean).join(' ')}</span>
      </h3>

      {due && (
        <dl className={`mot-due mot-due--${state}`}>
          <dt>MOT due</dt>
          <dd>
            <strong>{motDate(due.date)}</strong>, {due.text}
          </dd>
        </dl>
      )}

      <MotRecall status={history.hasOutstandingRecall} />

      {readings >= 2 && (
        <section className="mot-history__section">
          <h3>Mileage</h3>
          <Suspense fallback={<Spinner label="Loading the mileage chart" />}>
            <MotMileageChart tests={tests} />
          </Suspense>
        </section>
      )}

      <section className="mot-history__section">
        <h3>MOT tests</h3>
        {tests.length === 0 ? (
          <p className="mot-history__empty">
            {history.motTestDueDate
              ? `No MOT tests yet: first MOT due on ${motDate(history.motTestDueDate)}`
              : 'No MOT tests yet.'}
          </p>
        ) : (
          <ol className="mot-tests">
            {tests.map((test) => (
              <MotTestItem key={test.motTestNumber} test={test} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function MotTestItem({ test }: { test: MotTest }) {
  const passed = test.testResult === 'PASSED';
  const groups = defectGroups(test.defects);
  return (
    <li className={passed ? 'mot-test mot-test--passed' : 'mot-test mot-test--failed'}>
      <h4 className="mot-test__heading">
        <span className="mot-test__result">
          <span className="mot-test__icon" aria-hidden="true">
            {passed ? '✓' : '✗'}
          </span>
          {passed ? 'Passed' : 'Failed'}
        </span>
        <span className="mot-test__date">{motDate(test.completedDate)}</span>
      </h4>
      <dl className="mot-test__facts">
        <div>
          <dt>Mileage</dt>
          <dd>{mileageText(test)}</dd>
        </div>
        {test.expiryDate && (
          <div>
            <dt>Expiry</dt>
            <dd>{motDate(test.expiryDate)}</dd>
          </div>
        )}
        <div>
          <dt>Test number</dt>
          <dd>{test.motTestNumber}</dd>
        </div>
      </dl>
      {groups.map((group) => (
        <section
          key={group.type}
          className={`mot-defects mot-defects--${group.type.toLowerCase().replace(/\W+/g, '-')}`}
        >
          <h5 className="mot-defects__type">
            {group.label} <span className="mot-defects__count">({group.defects.length})</span>
          </h5>
          <ul className="mot-defects__list">
            {group.defects.map((defect, index) => (
              <li key={index} className="mot-defect">
                {defect.text}
                {defect.dangerous && group.type !== 'DANGEROUS' && (
                  <span className="mot-defect__dangerous">Dangerous</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {groups.length === 0 && (
        <p className="mot-test__none">
          {test.dataSource === 'DVA NI'
            ? 'Northern Ireland tests are published without defects.'
            : 'No defects or advisories.'}
        </p>
      )}
    </li>
  );
}
