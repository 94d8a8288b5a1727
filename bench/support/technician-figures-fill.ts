// A workshop of the technician-figures HTTP bench's own (issue 47) in the HTTP bench's PostgreSQL
// database: a user and trade account beside the demo's, with 10 technicians, the bay's completed
// work orders of each weekday (sold hours enough for about 6½ hours a technician) and their clocks,
// the demo's own day (server/demo/clocking/clock-events.ts: shift, lunch or a split shift, waiting
// for parts, road tests) over the last three full weeks and this week to yesterday. Written
// straight to the tables, as the other fills are; removed again at the end (the user's row
// cascades to the account, its technicians, clocks and work orders).
import pg from 'pg';
import { instantAt, localDayOf, timeZoneOf } from '../../contract/clocking/local-time';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import { workOrderSearchText } from '../../contract/work-orders/numbers';
import { jobLabourMinutes, type JobTime } from '../../contract/work-orders/pricing/labour';
import { demoClockDays, demoClockEvents, type DemoJob } from '../../server/demo/clocking/clock-events';

export const BENCH_FIGURES_WORKSHOP = {
  userId: '01936b2e-0000-7000-8000-00000000be02',
  accountId: '01936b2e-0000-7000-8000-00000000bec2',
  email: 'bench.technician-figures@workbay.test',
  /** The demo trade user's: the bench user is made with the same password hash. */
  password: 'Trade-Bay-2026!',
};
const DEMO_TRADE_EMAIL = 'trade@workbay.test';
const DEMO_ACCOUNT = '01936b2e-0000-7000-8000-00000000c001';
const TECHNICIANS = 10;
/** Sold minutes a technician is given each day: a busy bay's, with room for indirect time. */
const SOLD_MINUTES_A_DAY = 390;
/** Jobs under way, which the day's spare time goes on (no sold hours yet). */
const IN_PROGRESS = 20;
const first = ['Tom', 'Priya', 'Callum', 'Aisha', 'Dylan', 'Megan', 'Kacper', 'Niamh', 'Owen', 'Ravi'];
const last = ['Fletcher', 'Sharma', 'Reid', 'Begum', 'Hartley', 'Doyle', 'Nowak', 'Byrne', 'Price', 'Mistry'];

interface Template {
  document: { workOrderJobs?: (JobTime & { id: string })[] } & Record<string, unknown>;
  total_inc_tax: string;
}

export interface FilledFigures {
  technicians: number;
  workOrders: number;
  clockEvents: number;
  days: number;
  seconds: number;
}

const minutesOf = (job: JobTime) => {
  try {
    return jobLabourMinutes(job);
  } catch {
    return 0; // A job with no time the pricing can read: not one to clock.
  }
};

/** Removes the bench workshop (and, by cascade, everything of its account). */
export async function removeBenchFigures(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM users WHERE id = $1', [BENCH_FIGURES_WORKSHOP.userId]);
  } finally {
    await client.end();
  }
}

export async function fillBenchFigures(databaseUrl: string): Promise<FilledFigures> {
  await removeBenchFigures(databaseUrl);
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { userId, accountId, email } = BENCH_FIGURES_WORKSHOP;
    // The owner of the account is its manager (workshop-access.ts): the one who reads the figures.
    await client.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, trading_country, is_key_account)
       SELECT $1, $2, password_hash, 'Bench', 'Figures', 'GB', true FROM users WHERE lower(email) = $3`,
      [userId, email, DEMO_TRADE_EMAIL],
    );
    await client.query(
      `INSERT INTO babbage_accounts (id, user_id, account_number, branch_id)
       SELECT $1, $2, 'BENCH-TF', branch_id FROM babbage_accounts WHERE id = $3`,
      [accountId, userId, DEMO_ACCOUNT],
    );
    await client.query('UPDATE users SET active_babbage_account_id = $1 WHERE id = $2', [accountId, userId]);
    const technicians = Array.from({ length: TECHNICIANS }, (_, index) => ({
      id: uuidv7(started + index),
      account_id: accountId,
      name: `${first[index]} ${last[index]}`,
      role: 'technician',
      position: index,
    }));
    await client.query(
      `INSERT INTO technicians (id, account_id, name, role, position)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, account_id uuid, name text, role text, position int)`,
      [JSON.stringify(technicians)],
    );

    const templates = (
      await client.query<Template>('SELECT document, total_inc_tax FROM work_orders WHERE account_id = $1', [
        DEMO_ACCOUNT,
      ])
    ).rows.filter((row) => (row.document.workOrderJobs ?? []).some((job) => minutesOf(job) > 0));
    if (!templates.length) throw new Error('The demo workshop has no work orders with labour to copy');

    const timeZone = timeZoneOf('GB');
    const today = localDayOf(Date.now(), timeZone);
    const days = demoClockDays(today);
    const rows: Record<string, unknown>[] = [];
    const jobs: DemoJob[] = [];
    let pick = 0;
    /** A copy of the next template with jobs of its own (ids the clocks name), completed at `at`. */
    const add = (status: string, at: number | null): number => {
      const template = templates[pick++ % templates.length] as Template;
      const number = rows.length + 1;
      const id = uuidv7(at ?? Date.now());
      const workOrderJobs = (template.document.workOrderJobs ?? []).map((job) => ({ ...job, id: uuidv7() }));
      const completedAt = at === null ? null : new Date(at).toISOString();
      const document = {
        ...template.document,
        workOrderJobs,
        statusHistory: completedAt
          ? [{ from: 'in-progress', to: 'completed', at: completedAt, by: 'Bench Figures', device: null, reason: null }]
          : [],
      };
      const modified = completedAt ?? new Date().toISOString();
      rows.push({
        id,
        account_id: accountId,
        number,
        rev: 2,
        status,
        document,
        search_text: workOrderSearchText(number, document as unknown as Parameters<typeof workOrderSearchText>[1]),
        total_inc_tax: Number(template.total_inc_tax),
        created_at: new Date(Date.parse(modified) - 6 * 3600_000).toISOString(),
        modified_at: modified,
      });
      const day = completedAt ? localDayOf(Date.parse(completedAt), timeZone) : null;
      let minutes = 0;
      for (const job of workOrderJobs) {
        const sold = minutesOf(job);
        minutes += sold;
        jobs.push({ workOrder: id, job: job.id, minutes: sold, completedOn: day });
      }
      return minutes;
    };
    for (const day of days) {
      const collected = instantAt(day, '16:30', timeZone);
      for (let sold = 0; sold < TECHNICIANS * SOLD_MINUTES_A_DAY;) sold += add('completed', collected);
    }
    for (let n = 0; n < IN_PROGRESS; n++) add('in-progress', null);
    for (let from = 0; from < rows.length; from += 500)
      await client.query(
        `INSERT INTO work_orders
           (id, account_id, number, rev, status, document, search_text, total_inc_tax, created_at, modified_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, account_id uuid, number int, rev int,
           status text, document jsonb, search_text text, total_inc_tax bigint, created_at timestamptz,
           modified_at timestamptz)`,
        [JSON.stringify(rows.slice(from, from + 500))],
      );
    await client.query('INSERT INTO work_order_numbers (account_id, last_number) VALUES ($1, $2)', [
      accountId,
      rows.length,
    ]);

    const events = demoClockEvents({
      accountId,
      technicians: technicians.map((technician) => technician.id),
      jobs,
      today,
      timeZone,
    });
    for (let from = 0; from < events.length; from += 1000)
      await client.query(
        `INSERT INTO clock_events (id, account_id, technician_id, kind, work_order_id, job_id, reason, device,
                                   from_event, from_known, replaces, edit_reason, device_time, received_at,
                                   clock_skewed, recorded_by)
         SELECT id, "accountId", "technicianId", kind, "workOrderId", "jobId", reason, device, "fromEvent",
                "fromKnown", replaces, "editReason", "deviceTime", "receivedAt", "clockSkewed", "recordedBy"
           FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, "accountId" uuid, "technicianId" uuid, kind text,
             "workOrderId" uuid, "jobId" uuid, reason text, device text, "fromEvent" uuid, "fromKnown" boolean,
             replaces uuid, "editReason" text, "deviceTime" timestamptz, "receivedAt" timestamptz,
             "clockSkewed" boolean, "recordedBy" uuid)`,
        [JSON.stringify(events.slice(from, from + 1000))],
      );
    await client.query('COMMIT');
    // The planner's statistics as a running server has them.
    await client.query('ANALYZE work_orders');
    await client.query('ANALYZE clock_events');
    return {
      technicians: TECHNICIANS,
      workOrders: rows.length,
      clockEvents: events.length,
      days: days.length,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
