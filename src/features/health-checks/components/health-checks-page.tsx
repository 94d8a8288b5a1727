import '../health-checks.css';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { healthCheckRoutes } from '../../../../contract/health-checks/routes';
import { createHealthCheckSchema, type HealthCheckSummary } from '../../../../contract/health-checks/schemas';
import type { HealthCheckRow } from '../../../db/health-checks';
import { useDocumentList } from '../../../documents/use-document-list';
import { apiRequest } from '../../../session/api-request';
import { useOnlineStatus } from '../../../sync/online-status';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { settingsOrDefaults, useHealthCheckSettings } from '../api/health-check-settings';
import { pullHealthChecks } from '../api/pull-health-checks';
import { healthCheckStore, startHealthCheck } from '../health-check-store';

type Filter = { page: number };

function summaryOf(row: HealthCheckRow): HealthCheckSummary {
  const check = row.healthCheck;
  const count = (state: string) => check.items.filter((item) => item.state === state).length;
  return {
    id: check.id,
    rev: check.rev,
    number: check.number,
    status: check.status,
    vrm: check.vrm,
    vehicle: check.vehicle,
    workOrder: check.workOrder,
    template: check.template,
    counts: { red: count('red'), amber: count('amber'), green: count('green'), notChecked: count('not-checked') },
    createdAt: check.createdAt,
    modifiedAt: check.modifiedAt,
  };
}

const fromDevice = (rows: readonly HealthCheckRow[]) => {
  const members = [...rows]
    .sort((a, b) => b.healthCheck.modifiedAt.localeCompare(a.healthCheck.modifiedAt))
    .map((row) => ({ ...summaryOf(row), waiting: row.provisional }));
  return { members, total: members.length };
};

/** /health-checks: the account's checks (the device's while offline) and a new one from a registration. */
export function HealthChecksPage({
  userId,
  currency,
  technician,
}: {
  userId: string;
  currency: 'GBP' | 'EUR';
  technician: string | null;
}) {
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [filter] = useState<Filter>({ page: 1 });
  const [vrm, setVrm] = useState('');
  const [template, setTemplate] = useState('quick');
  const [error, setError] = useState<string | null>(null);
  const settings = useHealthCheckSettings(userId);
  const { templates, thresholds } = settingsOrDefaults(settings.data);
  const list = useDocumentList(
    {
      store: healthCheckStore,
      userId,
      filter,
      name: 'health-checks',
      page: (current, signal) =>
        apiRequest(healthCheckRoutes.healthChecks, {
          query: { page: String(current.page), itemsPerPage: '20' },
          signal,
        }),
      keep: pullHealthChecks,
      fromDevice,
      summaryOf,
      plain: (current) => current.page === 1,
    },
    online,
  );

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createHealthCheckSchema.safeParse({ id: uuidv7(), template, vrm: vrm.trim() || null });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the registration.');
    const chosen = templates.find((candidate) => candidate.id === template) ?? templates[0]!;
    const body = { ...parsed.data, template: chosen.id };
    const id = await startHealthCheck(userId, { body, template: chosen, currency, technician, thresholds });
    navigate(`/health-checks/${id}`);
  };

  return (
    <Page
      title="Health checks"
      intro={
        online
          ? 'The workshop’s vehicle health checks, newest first.'
          : 'You are offline: these are the checks on this device. New ones are sent when the connection is back.'
      }
    >
      <p>
        <Link to="/deferred-work">Upcoming and overdue work</Link> customers declined or put off.
      </p>
      <form className="hc-start" onSubmit={(event) => void start(event)} aria-labelledby="hc-start-title">
        <h2 id="hc-start-title">Start a health check</h2>
        <div className="field">
          <label className="field__label" htmlFor="hc-vrm">
            Registration
          </label>
          <input
            id="hc-vrm"
            className="field__input"
            value={vrm}
            autoCapitalize="characters"
            onChange={(event) => setVrm(event.target.value)}
            aria-describedby={error ? 'hc-start-error' : undefined}
          />
          {error && (
            <p id="hc-start-error" className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="hc-template">
            Checklist
          </label>
          <select
            id="hc-template"
            className="field__input"
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
          >
            {templates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({candidate.items.length} items)
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Start
        </button>
        <p className="hc-start__links">
          <Link to="/health-checks/figures">Numbers per week</Link>
          {' · '}
          <Link to="/health-checks/settings">Checklists and thresholds</Link>
        </p>
      </form>
      {list.loading ? (
        <Spinner label="Reading the health checks" />
      ) : list.members.length === 0 ? (
        <p>No health checks yet. Start one above.</p>
      ) : (
        <ul className="hc-list">
          {list.members.map((check) => (
            <li key={check.id}>
              <Link className="hc-list__link" to={`/health-checks/${check.id}`}>
                <span className="hc-list__vrm">{check.vrm ?? 'No registration'}</span>
                <span className="hc-list__vehicle">{check.vehicle ?? check.template.name}</span>
                <span className="hc-list__counts">
                  {check.counts.red} red · {check.counts.amber} amber · {check.counts.green} green ·{' '}
                  {check.counts.notChecked} to check
                </span>
                {check.waiting && <span className="hc-item__waiting">Not sent yet</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
