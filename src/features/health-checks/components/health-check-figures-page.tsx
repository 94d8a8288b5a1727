import '../health-checks.css';
import { Link } from 'react-router';
import { percentOf, type FigureRow, type HealthCheckFigures } from '../../../../contract/health-checks/figures';
import { formatMoney } from '../../../../contract/money/format-money';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { Spinner } from '../../../ui/spinner';
import { useHealthCheckFigures } from '../api/health-check-figures';
import { TableScroll } from '../../../ui/table-scroll';

const dayWords = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const dayOf = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', dayWords);
const weekWords = (monday: string) => `Week of ${dayOf(monday)}`;

const columns: { key: keyof FigureRow; label: string }[] = [
  { key: 'workOrdersWithCheck', label: 'Work orders with a check' },
  { key: 'sent', label: 'Sent' },
  { key: 'opened', label: 'Opened' },
  { key: 'answered', label: 'Answered' },
  { key: 'red', label: 'Red found' },
  { key: 'amber', label: 'Amber found' },
  { key: 'approved', label: 'Approved' },
  { key: 'approvedIncTax', label: 'Approved (inc. VAT)' },
  { key: 'declined', label: 'Declined' },
  { key: 'deferred', label: 'Later' },
];

function Week({ figures, week }: { figures: HealthCheckFigures; week: string }) {
  const rows = figures.rows.filter((row) => row.week === week);
  const share = figures.weeks.find((entry) => entry.week === week);
  const headingId = `hc-figures-${week}`;
  return (
    <section className="hc-figures__week" aria-labelledby={headingId}>
      <h2 id={headingId}>{weekWords(week)}</h2>
      <p className="hc-figures__share">
        {share ? (
          <>
            <strong>{percentOf(share.withCheckSent, share.workOrders)}</strong> of the week’s work orders had a health
            check sent ({share.withCheckSent} of {share.workOrders}).
          </>
        ) : (
          'No work orders were opened this week.'
        )}
      </p>
      {rows.length === 0 ? (
        <p>No health checks were started this week.</p>
      ) : (
        <TableScroll label={`${weekWords(week)}: per technician`}>
          <table className="table stacked-table hc-figures__table">
            <caption className="visually-hidden">{weekWords(week)}: per technician</caption>
            <thead>
              <tr>
                <th scope="col">Technician</th>
                {columns.map((column) => (
                  <th scope="col" key={column.key}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.technician ?? ''} className={row.technician === null ? 'hc-figures__garage' : undefined}>
                  <th scope="row">{row.technician ?? 'Whole garage'}</th>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.label}>
                      {column.key === 'approvedIncTax'
                        ? formatMoney(row.approvedIncTax, figures.currency)
                        : String(row[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

const intro =
  'Per week and technician: what the checks found and what the customers said. ' +
  'A check counts in the week it was started.';

/**
 * /health-checks/figures: the numbers a service manager looks at, per week and technician, newest
 * week first. A check counts in the week it was started; "sent" is a link made or an answer taken
 * by phone or in person; amounts are what the customer saw, VAT included.
 */
export function HealthCheckFiguresPage({ userId }: { userId: string }) {
  const figures = useHealthCheckFigures(userId);
  const saved = figures.data;
  const data = saved?.value;
  const weeks = data
    ? [...new Set([...data.rows.map((row) => row.week), ...data.weeks.map((row) => row.week)])].sort().reverse()
    : [];
  return (
    <Page title="Health-check numbers" intro={intro}>
      <p>
        <Link to="/health-checks">Back to health checks</Link>
      </p>
      {figures.isPending ? (
        <Spinner label="Counting the health checks" />
      ) : !saved || !data ? (
        <ErrorBanner>{errorMessage(figures.error)}</ErrorBanner>
      ) : (
        <>
          <SavedCopy updatedAt={saved.savedAt} failed={saved.fromDevice} />
          <p className="hc-figures__period">
            From {dayOf(data.from)} to {dayOf(data.to)}.
          </p>
          {weeks.length === 0 ? (
            <p>No health checks or work orders in these eight weeks yet.</p>
          ) : (
            weeks.map((week) => <Week key={week} figures={data} week={week} />)
          )}
        </>
      )}
    </Page>
  );
}
