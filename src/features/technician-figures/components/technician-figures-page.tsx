import '../technician-figures.css';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FigureRow, TechnicianFigures } from '../../../../contract/clocking/figures';
import { figurePers, type FigurePer } from '../../../../contract/clocking/periods';
import { indirectReasons } from '../../../../contract/clocking/schemas';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { saveFile } from '../../../ui/save-file';
import { Spinner } from '../../../ui/spinner';
import { useTechnicianFigures } from '../api/technician-figures';
import {
  figuresCsv,
  formatHours,
  formatRatio,
  lastFourWeeks,
  reasonLabels,
  totalIndirect,
  ukDate,
  windowLabel,
  windowsOf,
  type FigureWindowRows,
} from '../figures-report';
import { TableScroll } from '../../../ui/table-scroll';

// uPlot comes with the chart, and the chart only with a weekly view (decision 012).
const WeeklyHoursChart = lazy(async () => ({ default: (await import('./weekly-hours-chart')).WeeklyHoursChart }));

const perWords: Record<FigurePer, string> = {
  day: 'Each day',
  week: 'Each week',
  month: 'Each month',
  period: 'The whole period',
};

const columns: { label: string; value: (row: FigureRow) => string }[] = [
  { label: 'Attended', value: (row) => formatHours(row.attendedHours) },
  { label: 'Clocked on jobs', value: (row) => formatHours(row.clockedOnJobsHours) },
  ...indirectReasons.map((reason) => ({
    label: reasonLabels[reason],
    value: (row: FigureRow) => formatHours(row.indirectHours[reason]),
  })),
  { label: 'All indirect', value: (row) => formatHours(totalIndirect(row)) },
  { label: 'Sold', value: (row) => formatHours(row.soldHours) },
  { label: 'Efficiency', value: (row) => formatRatio(row.efficiency) },
  { label: 'Productivity', value: (row) => formatRatio(row.productivity) },
];

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

function WindowTable({ window, per }: { window: FigureWindowRows; per: FigurePer }) {
  const label = windowLabel(window, per);
  const headingId = `tf-window-${window.from}`;
  return (
    <section className="tf__window" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <TableScroll label={`${label}: hours per technician`}>
        <table className="table stacked-table tf__table">
          <caption className="visually-hidden">{label}: hours per technician and the whole garage</caption>
          <thead>
            <tr>
              <th scope="col">Technician</th>
              {columns.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...window.rows, window.garage].map((row) => (
              <tr key={row.technician} className={row === window.garage ? 'tf__garage' : undefined}>
                <th scope="row">
                  {row === window.garage ? (
                    row.name
                  ) : (
                    // A technician's day, where a manager checks and corrects their clocks.
                    <Link
                      to={`/workshop/clocks?technician=${row.technician}&day=${window.from}`}
                      aria-describedby={headingId}
                    >
                      {row.name}
                    </Link>
                  )}
                  {row.flaggedClocks > 0 && (
                    <span className="tf__flagged">
                      {' '}
                      ({row.flaggedClocks} {row.flaggedClocks === 1 ? 'clock' : 'clocks'} closed by the rules)
                    </span>
                  )}
                </th>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function Formulas({ figures }: { figures: TechnicianFigures }) {
  return (
    <section className="tf__formulas" aria-labelledby="tf-formulas">
      <h2 id="tf-formulas">How these are worked out</h2>
      <ul>
        <li>{figures.formula.efficiency}</li>
        <li>{figures.formula.productivity}</li>
        <li>{figures.formula.attended}</li>
        <li>{figures.formula.clockedOnJobs}</li>
        <li>{figures.formula.soldHours}</li>
        <li>
          {figures.onlyCompletedJobs
            ? 'Only jobs on completed work orders count towards sold hours; a job still open counts in the period ' +
              'its work order is completed.'
            : 'Sold hours count every job clocked, completed or not.'}
        </li>
        <li>
          Period: {ukDate(figures.from)} to {ukDate(figures.to)}, {perWords[figures.per].toLowerCase()}, in hours (to
          0.01) by the garage’s clock ({figures.timeZone}). The whole garage’s ratios are worked from its added-up
          hours.
        </li>
      </ul>
    </section>
  );
}

/**
 * /workshop/figures (issue 47): the owner's figures per technician and day, week or month, the
 * whole garage's row under each, the formulas printed beside them, a CSV of the same and, for the
 * weekly view, a chart.
 */
export function TechnicianFiguresPage({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const fallback = lastFourWeeks(today());
  const from = isDay(params.get('from')) ? (params.get('from') as string) : fallback.from;
  const to = isDay(params.get('to')) ? (params.get('to') as string) : fallback.to;
  const perParam = params.get('per');
  const per: FigurePer = figurePers.includes(perParam as FigurePer) ? (perParam as FigurePer) : 'week';
  const [draft, setDraft] = useState({ from, to, per });
  const figures = useTechnicianFigures(userId, { from, to, per });
  const saved = figures.data;
  const data = saved?.value;
  const windows = data ? windowsOf(data) : [];

  const show = (event: FormEvent) => {
    event.preventDefault();
    setParams({ from: draft.from, to: draft.to, per: draft.per }, { replace: true });
  };
  const download = () => {
    if (!data) return;
    const url = URL.createObjectURL(new Blob([figuresCsv(data)], { type: 'text/csv;charset=utf-8' }));
    saveFile(url, `technician-figures-${data.from}-to-${data.to}-${data.per}.csv`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <Page
      title="Technician figures"
      intro="Hours attended, clocked on jobs, on indirect time and sold, per technician and for the whole garage."
    >
      <p>
        <Link to="/work-orders">Back to work orders</Link>
      </p>
      <form className="tf__period" onSubmit={show} aria-label="Period">
        <div className="field">
          <label className="field__label" htmlFor="tf-from">
            From
          </label>
          <input
            id="tf-from"
            className="field__input"
            type="date"
            value={draft.from}
            max={draft.to}
            required
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="tf-to">
            To
          </label>
          <input
            id="tf-to"
            className="field__input"
            type="date"
            value={draft.to}
            min={draft.from}
            required
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="tf-per">
            Split
          </label>
          <select
            id="tf-per"
            className="field__input"
            value={draft.per}
            onChange={(event) => setDraft({ ...draft, per: event.target.value as FigurePer })}
          >
            {figurePers.map((value) => (
              <option key={value} value={value}>
                {perWords[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Show
        </button>
      </form>
      {figures.isPending ? (
        <Spinner label="Adding up the clocks" />
      ) : !saved || !data ? (
        <ErrorBanner>{errorMessage(figures.error)}</ErrorBanner>
      ) : (
        <>
          <SavedCopy updatedAt={saved.savedAt} failed={saved.fromDevice} />
          <p className="tf__summary">
            From {ukDate(data.from)} to {ukDate(data.to)}, {perWords[data.per].toLowerCase()}.{' '}
            <button type="button" className="button button--secondary" onClick={download}>
              Download CSV
            </button>
          </p>
          <Formulas figures={data} />
          {data.per === 'week' && windows.length > 0 && (
            <Suspense fallback={null}>
              <WeeklyHoursChart windows={windows} />
            </Suspense>
          )}
          {windows.length === 0 ? (
            <p>No technicians in this workshop yet.</p>
          ) : (
            [...windows].reverse().map((window) => <WindowTable key={window.from} window={window} per={data.per} />)
          )}
        </>
      )}
    </Page>
  );
}
