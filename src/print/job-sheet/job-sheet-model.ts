import { formatMoney } from '../../../contract/money/format-money';
import { answerWords } from '../../../contract/work-orders/answer-words';
import type {
  Authorisation,
  Decline,
  MaintenanceScheduleLine,
  WorkOrderItem,
} from '../../../contract/work-orders/lines';
import { statusLabels } from '../../../contract/work-orders/lifecycle';
import { lineAnswers } from '../../../contract/work-orders/pricing/authorisation';
import { itemUnitPrice } from '../../../contract/work-orders/pricing/parts';
import { pricedLines, type PricedLine } from '../../../contract/work-orders/pricing/priced-lines';
import { hundredthsToMinutes, timeOfMinutes } from '../../../contract/work-orders/pricing/time';
import { vatRateLabel } from '../../../contract/work-orders/pricing/vat';
import {
  ESTIMATE_NOTICE,
  type JobSheet,
  type JobSheetJob,
  type JobSheetLine,
  type JobSheetRequest,
  type Labelled,
} from './job-sheet';
import { asCopy, jobDetails, sheetFileName, type SheetCopy } from './sheet-copy';

export {
  ESTIMATE_NOTICE,
  type JobSheet,
  type JobSheetGarage,
  type JobSheetJob,
  type JobSheetLine,
  type JobSheetRequest,
  type Labelled,
} from './job-sheet';

/**
 * The job sheet's content (issue 24; design/providers.md "Documents"), in the words and money
 * strings it prints, made from the work order alone so that it can be printed offline. It is an
 * estimate, never a VAT invoice (invoices are issued by the server), and says so.
 *
 * The lines' amounts come from the same priced lines the totals are the sums of (pricing/), at the
 * uplift the work order was priced with, so every figure on the sheet adds up to its totals. The
 * totals, the VAT by rate and the customer's answers (agreed, awaiting, declined) are the work
 * order's own prices. Each line that answers for itself (a job, a schedule, a loose part, a kit)
 * says what the customer said of it, in the editor's words (answerWords, issue 42).
 *
 * The same model makes the customer's copy (`copy: 'customer'`): what it leaves out, and why, is
 * in ./sheet-copy.ts.
 */

// Great Britain and Ireland keep the same clock changes, so one zone reads right for both.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
const count = new Intl.NumberFormat('en-GB');

const byPosition = <T extends { position: string }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
const sum = (lines: readonly PricedLine[] | undefined, source: PricedLine['source'], taskId?: string) =>
  (lines ?? [])
    .filter((line) => line.source === source && (taskId === undefined || line.taskId === taskId))
    .reduce((total, line) => total + line.excTax, 0);

export function jobSheetModel({
  workOrder: doc,
  garage,
  currency,
  printedAt,
  copy = 'workshop',
}: JobSheetRequest & { printedAt: Date; copy?: SheetCopy }): JobSheet {
  const money = (amount: number) => formatMoney(amount, currency);
  const rate = (basisPoints: number) => vatRateLabel(basisPoints);
  const priced = new Map<string, PricedLine[]>();
  const lines = pricedLines(doc, doc.appliedUplift);
  for (const line of lines) priced.set(line.lineId, [...(priced.get(line.lineId) ?? []), line]);
  const answers = lineAnswers(doc, lines);
  const onDate = (iso: string) => {
    const at = new Date(iso);
    return Number.isNaN(at.getTime()) ? iso : `${dayFormat.format(at)} at ${timeFormat.format(at)}`;
  };
  /** The customer's answer on a line that answers for itself, as the editor says it, and when it was given. */
  const answerOf = (line: { id: string; authorisation?: Authorisation | null; declined?: Decline | null }) => {
    const answer = answers.get(line.id);
    const words = answerWords(answer, line, money);
    const given =
      answer?.state === 'authorised' ? line.authorisation : answer?.state === 'declined' ? line.declined : null;
    return given ? `${words} on ${onDate(given.at)}` : words;
  };

  const partLine = (item: WorkOrderItem): JobSheetLine[] => {
    if (item.product === null) return [];
    const sku = item.product.replace('/products/', '');
    return [
      {
        description: item.updatedProductName ?? item.productName ?? `Part ${sku}`,
        partNumber: sku,
        quantity: count.format(item.quantity),
        unitPrice: money(itemUnitPrice(item)),
        vatRate: rate(item.taxRate),
        amount: money(sum(priced.get(item.id), 'part')),
      },
    ];
  };
  const serviceLine = (item: WorkOrderItem): JobSheetLine[] => {
    if (item.additionalServiceName == null && item.additionalServicePrice == null) return [];
    return [
      {
        description: item.additionalServiceName || 'Additional service',
        partNumber: '',
        quantity: '',
        unitPrice: '',
        vatRate: rate(item.taxRate),
        // A service named but not yet priced (§5 flags it) costs nothing until it is.
        amount:
          item.additionalServicePrice == null ? 'No price yet' : money(sum(priced.get(item.id), 'additionalService')),
      },
    ];
  };

  const items = byPosition(doc.workOrderItems);
  const owners = new Set([...doc.workOrderJobs, ...doc.maintenanceSchedules].map((owner) => owner.id));
  const itemsOf = (ownerId: string) =>
    items.filter((item) => item.jobId === ownerId).flatMap((item) => [...partLine(item), ...serviceLine(item)]);

  const scheduleJob = (schedule: MaintenanceScheduleLine): JobSheetJob => {
    const tasks = schedule.haynesProJobs.filter((task) => task.required);
    const time = timeOfMinutes(tasks.reduce((total, task) => total + hundredthsToMinutes(task.time), 0));
    const amounts = priced.get(schedule.id);
    // The tasks done, each with its time; their labour is the schedule's, on its own row.
    const taskLines = tasks.map((task) => ({
      description: `${task.description} (${timeOfMinutes(hundredthsToMinutes(task.time))} h)`,
      partNumber: '',
      quantity: '',
      unitPrice: '',
      vatRate: '',
      amount: '',
    }));
    return {
      description: schedule.description,
      details: ['Maintenance schedule', `${time} h`, `${money(schedule.labourRate.rate)} an hour`].join(' · '),
      time,
      covered: false,
      vatRate: rate(schedule.taxRate),
      labour: money(sum(amounts, 'labour')),
      authorisation: answerOf(schedule),
      lines: [...taskLines, ...itemsOf(schedule.id)],
    };
  };

  const jobs: JobSheetJob[] = byPosition(doc.workOrderJobs).map((job) => {
    const covered = job.job !== null && job.calculatedTime === '00:00' && job.overrideTime === null;
    const time = job.overrideTime ?? job.calculatedTime;
    const book = job.overrideTime !== null ? job.time : null;
    return {
      description: job.description,
      details: jobDetails(copy, {
        repairTime: job.job !== null,
        time,
        book,
        covered,
        rate: money(job.labourRate.rate),
      }),
      time,
      covered,
      vatRate: rate(job.taxRate),
      labour: money(sum(priced.get(job.id), 'labour')),
      authorisation: answerOf(job),
      lines: itemsOf(job.id),
    };
  });
  jobs.push(...byPosition(doc.maintenanceSchedules).map(scheduleJob));

  // The work order's own lines: items for no job (or a job since removed) and the quick kits' chosen parts.
  // Each answers for itself: its answer goes on its first row (the part's, else its service's).
  const own = items.filter((item) => item.jobId === null || !owners.has(item.jobId));
  const parts: JobSheetLine[] = [];
  const services: JobSheetLine[] = [];
  for (const item of own) {
    const [part, service] = [partLine(item), serviceLine(item)];
    const answer = answerOf(item);
    parts.push(...part.map((line) => ({ ...line, answer })));
    services.push(...service.map((line) => (part.length ? line : { ...line, answer })));
  }
  for (const kit of byPosition(doc.workOrderQuickKits)) {
    const kitName = kit.type === 'brake' ? 'quick brake kit' : 'quick service kit';
    const amounts = priced.get(kit.id);
    let answer: string | undefined = answerOf(kit);
    /** The kit's first row printed carries its answer. */
    const answered = (line: JobSheetLine): JobSheetLine => {
      const first = answer === undefined ? line : { ...line, answer };
      answer = undefined;
      return first;
    };
    kit.workOrderQuickKitItems.forEach((kitItem, index) => {
      const price = kit.itemPrices[index];
      const taxRate = rate(price?.taxRate ?? 0);
      if (kitItem.sku !== null) {
        parts.push(
          answered({
            description: `${kitItem.componentPart} (${kitName})`,
            partNumber: kitItem.sku,
            quantity: count.format(kitItem.quantity),
            unitPrice: price?.sku === kitItem.sku ? money(price.price + price.surcharge) : '',
            vatRate: taxRate,
            amount: money(sum(amounts, 'part', String(index))),
          }),
        );
      }
      if (kitItem.additionalServicePrice != null) {
        services.push(
          answered({
            description: kitItem.additionalServiceName || `Additional service (${kitName})`,
            partNumber: '',
            quantity: '',
            unitPrice: '',
            vatRate: taxRate,
            amount: money(sum(amounts, 'additionalService', String(index))),
          }),
        );
      }
    });
  }

  const { workOrderSummary: summary, vatByRate, authorisation } = doc.prices;
  const number = doc.workOrderNumber ?? 'Not numbered yet (waiting to reach the server)';
  const optional = (label: string, value: string | number | null | undefined): Labelled[] =>
    value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];
  const sheet: JobSheet = {
    copy: 'workshop',
    title: 'Job sheet',
    copyLabel: null,
    notice: ESTIMATE_NOTICE,
    fileName: sheetFileName(doc, copy),
    number,
    registration: doc.vrm ?? '',
    garage: [
      garage.name,
      ...garage.address,
      ...(garage.phone ? [`Phone ${garage.phone}`] : []),
      ...(garage.vatNumber ? [`VAT number ${garage.vatNumber}`] : []),
    ],
    details: [
      { label: 'Work order', value: number },
      ...optional('Reference', doc.reference),
      { label: 'Date', value: dayFormat.format(printedAt) },
      { label: 'Status', value: statusLabels[doc.status] },
      ...optional('Customer', doc.customerName),
      ...optional('Customer phone', doc.customerPhone),
    ],
    vehicle: [
      ...optional('Registration', doc.vrm),
      ...optional('Make', doc.make),
      ...optional('Model', doc.model),
      ...optional('Engine', doc.engineSize),
      ...optional('Year', doc.year),
      ...optional('Fuel', doc.fuel),
      ...optional('VIN', doc.vin),
      ...optional('Mileage', doc.mileage === null ? null : count.format(doc.mileage)),
    ],
    jobs,
    parts,
    services,
    totals: [
      { label: 'Labour excluding VAT', value: money(summary.labourPrice.excTax) },
      { label: 'Parts excluding VAT', value: money(summary.partPrice.excTax) },
      { label: 'Total excluding VAT', value: money(summary.total.excTax) },
      ...vatByRate.map((vat) => ({ label: `VAT at ${rate(vat.rate)} on ${money(vat.excTax)}`, value: money(vat.vat) })),
      { label: 'Total including VAT', value: money(summary.total.incTax) },
    ],
    authorised: [
      { label: 'Authorised (agreed), including VAT', value: money(authorisation.authorised) },
      { label: 'Awaiting authorisation, including VAT', value: money(authorisation.awaiting) },
      ...(authorisation.declined > 0
        ? [{ label: 'Declined, including VAT', value: money(authorisation.declined) }]
        : []),
    ],
    comment: doc.comment?.trim() || null,
    closing: null,
  };
  return asCopy(sheet, copy);
}
