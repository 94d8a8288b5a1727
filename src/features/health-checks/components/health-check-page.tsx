import '../health-checks.css';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { sections } from '../../../../contract/health-checks/templates';
import type { HealthCheck, HealthCheckItem } from '../../../../contract/health-checks/schemas';
import { linePath } from '../../../../contract/documents/clash';
import { useDocument } from '../../../documents/use-document';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { ChangeNotes } from '../../../ui/change-notes';
import { pullHealthCheck } from '../api/pull-health-checks';
import { markItem, sectionGreen } from '../health-check-edits';
import { changeHealthCheck, healthCheckStore } from '../health-check-store';
import { HEADER, notesOf } from '../health-check-notes';
import { photosOfCheck } from '../../../db/health-check-photos';
import { isPhotoChange, photosByItem } from '../photos/check-photos';
import { ItemPhotos } from './item-photos';
import { ItemRow } from './item-row';
import { RecommendedWork } from './recommended-work';
import { useCheckRepairTimes } from '../hooks/use-check-repair-times';
import { PhotoStoragePanel } from './photo-storage-panel';
import { SendPanel } from './send-panel';
import { StaffAnswers } from './staff-answers';
import { useOnlineStatus } from '../../../sync/online-status';
import { HEALTH_CHECK_ANSWERS_OPERATION } from '../health-check-outbox';
import type { HealthCheckChange } from '../../../../contract/health-checks/intents';

const statusWords: Record<HealthCheck['status'], string> = {
  'in-progress': 'In progress',
  completed: 'Completed',
  sent: 'Sent to the customer',
  answered: 'Answered',
};

/**
 * /health-checks/{id}: the bay's checklist, section by section, marked offline as well as online.
 * Every mark is an intent kept in the outbox with the row; what the server or the rules refuse is
 * shown on the item it is about.
 */
export function HealthCheckPage({ userId, id, staffName }: { userId: string; id: string; staffName: string }) {
  const state = useDocument(healthCheckStore, pullHealthCheck, userId, id);
  const [error, setError] = useState<string | null>(null);
  const online = useOnlineStatus();
  const check = state.row?.healthCheck;
  const devicePhotos = useLiveQuery(() => photosOfCheck(id), [id]);
  // A photo's upload shows on its item, with its own words; the answers staff took wait in the
  // outbox beside the marks and show in their own panel; the rest are the check's changes.
  const marks = state.changes.filter(
    (change) => !isPhotoChange(change) && change.entry.operation !== HEALTH_CHECK_ANSWERS_OPERATION,
  );
  const notes = notesOf(marks);
  const repairTimes = useCheckRepairTimes(userId, check ?? { workOrder: null, vrm: null });

  if (state.loading) return <Spinner label="Opening the health check" />;
  if (!check)
    return (
      <Page title="Health check">
        {state.notFound
          ? 'We could not find that health check.'
          : 'This health check is not on this device yet. Connect to open it.'}
      </Page>
    );

  const change = (changes: HealthCheckChange[], description: string) => {
    if (!changes.length) return;
    setError(null);
    changeHealthCheck(userId, id, changes, description).catch((reason: unknown) =>
      setError(reason instanceof Error ? reason.message : 'That change could not be saved.'),
    );
  };
  const mark = (item: HealthCheckItem, set: Partial<HealthCheckItem>) => change(markItem(item, set), item.name);
  const photos = photosByItem(check, devicePhotos ?? [], state.changes);
  const answered = new Set(check.answers.map((answer) => answer.item));
  const counts = { red: 0, amber: 0, green: 0, 'not-checked': 0 } as Record<string, number>;
  for (const item of check.items) counts[item.state] = (counts[item.state] ?? 0) + 1;

  return (
    <Page title={`Health check${check.number ? ` ${check.number}` : ''}: ${check.vrm ?? 'vehicle'}`}>
      <div className="hc">
        <header className="hc__header">
          <p className="hc__vehicle">
            {[check.vehicle, check.mileage !== null ? `${check.mileage.toLocaleString('en-GB')} miles` : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="hc__status">
            {statusWords[check.status]} · {check.template.name}
            {check.technician ? ` · ${check.technician}` : ''}
          </p>
          <p className="hc__counts" aria-label="Items by colour">
            <span className="hc-count hc-count--red">{counts['red']} red</span>
            <span className="hc-count hc-count--amber">{counts['amber']} amber</span>
            <span className="hc-count hc-count--green">{counts['green']} green</span>
            <span className="hc-count">{counts['not-checked']} to check</span>
          </p>
          <ChangeNotes notes={notes.byPath.get(HEADER)} />
          <ChangeNotes notes={notes.general} />
          {error && (
            <p className="hc__error" role="alert">
              {error}
            </p>
          )}
        </header>
        {/* Once checked, what the customer is sent and says comes first: the service desk works from it. */}
        {check.status !== 'in-progress' && (
          <>
            <SendPanel check={check} online={online} sent={state.changes.length === 0} />
            <StaffAnswers check={check} changes={state.changes} userId={userId} staffName={staffName} />
          </>
        )}
        <nav className="hc__jump" aria-label="Sections">
          {sections
            .filter((section) => check.items.some((item) => item.section === section.id))
            .map((section) => (
              <a key={section.id} href={`#hc-${section.id}`}>
                {section.name}
              </a>
            ))}
        </nav>
        {sections.map((section) => {
          const items = check.items.filter((item) => item.section === section.id);
          if (!items.length) return null;
          const left = items.filter((item) => item.state === 'not-checked').length;
          return (
            <section
              key={section.id}
              id={`hc-${section.id}`}
              className="hc-section"
              aria-labelledby={`hc-${section.id}-title`}
            >
              <div className="hc-section__head">
                <h2 id={`hc-${section.id}-title`}>{section.name}</h2>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={left === 0}
                  onClick={() => change(sectionGreen(check, section.id), `${section.name}: all green`)}
                >
                  Rest of section green{left ? ` (${left})` : ''}
                </button>
              </div>
              <ul className="hc-section__items">
                {items.map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    thresholds={check.thresholds}
                    photoCount={photos.get(item.id)?.length ?? 0}
                    photos={
                      <ItemPhotos
                        userId={userId}
                        checkId={id}
                        itemId={item.id}
                        itemName={item.name}
                        photos={photos.get(item.id) ?? []}
                        locked={answered.has(item.id)}
                      />
                    }
                    work={
                      <RecommendedWork
                        item={item}
                        currency={check.currency}
                        locked={answered.has(item.id)}
                        online={online}
                        waiting={notes.waiting.has(linePath('items', item.id))}
                        repairTimes={repairTimes}
                        onChange={(recommendedJob) => mark(item, { recommendedJob })}
                      />
                    }
                    notes={notes.byPath.get(linePath('items', item.id))}
                    waiting={notes.waiting.has(linePath('items', item.id))}
                    locked={answered.has(item.id)}
                    onMark={(set) => mark(item, set)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
        {check.status === 'in-progress' && (
          <SendPanel check={check} online={online} sent={state.changes.length === 0} />
        )}
        <div className="hc__actions">
          {check.status === 'in-progress' && (
            <button
              type="button"
              className="button"
              onClick={() =>
                change([{ op: 'setStatus', from: 'in-progress', to: 'completed' }], 'Health check completed')
              }
            >
              Complete the health check
            </button>
          )}
          {check.status === 'completed' && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                change([{ op: 'setStatus', from: 'completed', to: 'in-progress' }], 'Health check reopened')
              }
            >
              Back to checking
            </button>
          )}
        </div>
        <PhotoStoragePanel userId={userId} />
      </div>
    </Page>
  );
}
