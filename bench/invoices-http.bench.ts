// `npm run bench` (invoices, issue 26): a trade account's invoices as a person waits for them,
// through HTTP on PostgreSQL. The real server runs in a process of its own (built, as `npm start`
// runs it) on the HTTP bench's database (BENCH_DATABASE_URL, 200,000 products), with the orders
// bench's 100,000 orders across 100 trade accounts and an invoice for each (a credit note for each
// cancelled one), all removed after the run. Beside the floor (`/countries`):
// - the invoices list (first page, last month's, credit notes): aim p95 ≤ 30 ms at 16 connections;
// - one invoice's PDF, made on the server: aim p95 ≤ 200 ms for one person (16 at once printed too);
// - a ZIP of 50 invoices: aim ≤ 5 s, each of five in turn.
import { round, writeResults } from './support';
import { httpTarget } from './support/http-server';
import { fillBenchInvoices } from './support/invoices-fill';
import { measureRoute, type LoadFigure, type LoadRequest } from './support/load';
import { benchLogin, measureListRoutes } from './support/list-routes';
import { reportRoutes, type Verdict } from './support/load-report';
import { BENCH_BUYER, fillBenchOrders, removeBenchOrders } from './support/orders-fill';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE = Number(process.env.BENCH_LARGE_SCALE ?? 200_000);
const ACCOUNTS = Number(process.env.BENCH_ORDER_ACCOUNTS ?? 100);
const PER_ACCOUNT = Number(process.env.BENCH_ORDERS_PER_ACCOUNT ?? 1000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16').split(',').map(Number);
const JUDGED_AT = 16;
const LIST_AIM_MS = 30;
const PDF_AIM_MS = 200;
const ZIP_AIM_MS = 5000;
const ZIP_SIZE = 50;
const ZIP_RUNS = 5;

interface Summary {
  invoiceNumber: string;
  magic: string;
  country: string;
  branchId: string | null;
  accountNumber: string | null;
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the invoices HTTP bench (judged on PostgreSQL) is skipped.');
  process.exit(0);
}
const databaseUrl = new URL(url);
databaseUrl.pathname = `/workbay_bench_${SCALE}`;

/** dd/MM/yyyy (trade §7) of the day `daysBack` days ago. */
const ukDay = (daysBack: number) =>
  new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

const target = await httpTarget({ databaseUrl: url, products: SCALE });
const measured: {
  what: string;
  path: string;
  aimP95Ms?: number;
  found?: number;
  byConnections: Record<number, LoadFigure>;
}[] = [];
let pdf: { byConnections: Record<number, LoadFigure> } | undefined;
const zipMs: number[] = [];
let zipBytes = 0;
let filled;
try {
  const orders = await fillBenchOrders(databaseUrl.toString(), ACCOUNTS, PER_ACCOUNT);
  filled = { ...orders, ...(await fillBenchInvoices(databaseUrl.toString())) };
  console.log(
    `${filled.invoices.toLocaleString('en-GB')} invoices and ${filled.creditNotes.toLocaleString('en-GB')} credit ` +
      `notes across ${filled.accounts} trade accounts of the bench's own (removed afterwards)`,
  );
  const headers = await benchLogin(target.origin, BENCH_BUYER);
  const routes: { what: string; path: string; aimP95Ms?: number }[] = [
    { what: 'the invoices, the first page', path: '/api/babbage-invoices' },
    {
      what: "last month's invoices",
      path: `/api/babbage-invoices?${new URLSearchParams({ type: 'invoice', dateFrom: ukDay(60), dateTo: ukDay(30) })}`,
    },
    { what: 'the credit notes', path: '/api/babbage-invoices?type=credit-note' },
  ].map((route) => ({ ...route, aimP95Ms: LIST_AIM_MS }));
  routes.push({ what: 'a static list (/countries), the floor', path: '/api/countries' });
  measured.push(
    ...(await measureListRoutes(
      target.origin,
      routes,
      headers,
      { connections: CONNECTIONS, seconds: SECONDS },
      (route) => route.aimP95Ms !== undefined,
    )),
  );

  const page = await fetch(`${target.origin}/api/babbage-invoices?type=invoice&itemsPerPage=${ZIP_SIZE}`, { headers });
  const invoices = ((await page.json()) as { 'hydra:member': Summary[] })['hydra:member'];
  if (invoices.length < ZIP_SIZE) throw new Error(`Only ${invoices.length} invoices for the ZIP`);
  const json = { ...headers, 'content-type': 'application/json' };
  const [one] = invoices as [Summary];
  const pdfRequest: LoadRequest = {
    method: 'POST',
    body: JSON.stringify({
      invoiceNumber: one.invoiceNumber,
      magic: one.magic,
      country: one.country,
      babbageAccountNumber: one.accountNumber,
      babbageBranchId: one.branchId,
    }),
  };
  const check = await fetch(`${target.origin}/api/babbage-invoice-pdf`, { ...pdfRequest, headers: json });
  if (!check.ok) throw new Error(`The PDF: ${check.status} ${await check.text()}`);
  pdf = await measureRoute(target.origin, '/api/babbage-invoice-pdf', json, CONNECTIONS, SECONDS, pdfRequest);

  const zipBody = JSON.stringify({
    invoices: invoices.map(({ invoiceNumber, magic, country }) => ({ invoiceNumber, magic, country })),
  });
  for (let run = 0; run < ZIP_RUNS; run += 1) {
    const started = performance.now();
    const zip = await fetch(`${target.origin}/api/babbage-invoice-downloads`, {
      method: 'POST',
      headers: json,
      body: zipBody,
    });
    if (!zip.ok) throw new Error(`The ZIP: ${zip.status} ${await zip.text()}`);
    zipBytes = (await zip.arrayBuffer()).byteLength;
    zipMs.push(round(performance.now() - started));
  }
} finally {
  await target.stop();
  // A failed clean-up is said, without hiding the error that ended the run.
  await removeBenchOrders(databaseUrl.toString()).catch((error: unknown) =>
    console.error("The bench's orders and invoices could not be removed:", error),
  );
}

const verdicts: Verdict[] = reportRoutes('PostgreSQL', measured, JUDGED_AT);
for (const [connections, figure] of Object.entries(pdf?.byConnections ?? {})) {
  console.log(
    `PostgreSQL: one invoice's PDF, ${connections} connection(s): ${figure.perSecond} req/s, ` +
      `p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms` +
      (figure.non2xx || figure.errors ? `, ${figure.errors} errors, ${figure.non2xx} non-2xx` : ''),
  );
}
const onePerson = pdf?.byConnections[1];
if (onePerson) {
  const met = onePerson.p95Ms <= PDF_AIM_MS && onePerson.non2xx === 0;
  verdicts.push({ what: "one invoice's PDF", aim: `p95 ≤ ${PDF_AIM_MS} ms for one person`, met });
  console.log(`PostgreSQL: one invoice's PDF: p95 ≤ ${PDF_AIM_MS} ms for one person ${met ? '✓' : '✗'}`);
}
const slowestZip = Math.max(...zipMs);
verdicts.push({ what: `a ZIP of ${ZIP_SIZE} invoices`, aim: `≤ ${ZIP_AIM_MS} ms each`, met: slowestZip <= ZIP_AIM_MS });
console.log(
  `PostgreSQL: a ZIP of ${ZIP_SIZE} invoices (${Math.round(zipBytes / 1024)} KB): ${zipMs.join(', ')} ms; ` +
    `≤ ${ZIP_AIM_MS} ms each ${slowestZip <= ZIP_AIM_MS ? '✓' : '✗'}`,
);

writeResults('invoices-http', {
  database: `PostgreSQL, ${SCALE.toLocaleString('en-GB')} products`,
  server: target.command,
  invoices: { ...filled, how: "the bench's own, removed after the run" },
  secondsPerFigure: SECONDS,
  routes: measured,
  pdf,
  zip: { invoices: ZIP_SIZE, bytes: zipBytes, ms: zipMs },
  verdicts,
});
