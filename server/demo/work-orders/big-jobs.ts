import { currencyOfCountry } from '../../../contract/money/sale-country';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { repairTaskIndex } from '../../../contract/repair-data/overlap';
import type { Genart, MaintenancePeriod, RepairTask } from '../../../contract/repair-data/schemas';
import { deriveWorkOrder } from '../../../contract/work-orders/derive';
import {
  noAnswers,
  type Authorisation,
  type MaintenanceScheduleLine,
  type WorkOrderItem,
  type WorkOrderJob,
} from '../../../contract/work-orders/lines';
import { lineAnswers } from '../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../contract/work-orders/pricing/priced-lines';
import { hundredthsToTime } from '../../../contract/work-orders/pricing/time';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { createLocalRepairData } from '../../providers/repair-data/local-repair-data';
import { genarts, type GenartKey } from '../../providers/repair-data/genarts';
import { deterministicUuid } from '../deterministic-uuid';
import { createRandom, stableHash } from '../../prng';
import { type Database } from '../../db/database';
import { demoPhone, historyTo, overlapOf, type DemoCar, vehicleHeader } from './documents';
import { bigJobs } from './big-job-plans';
import {
  attribute,
  catalogue,
  categoryOf,
  choosePart,
  fitOf,
  genartId,
  itemOf,
  type Fit,
  type Product,
} from './big-job-parts';
import type { DemoWorkshop } from './workshops';

/**
 * The big jobs (issue 42): two work orders of 30 to 50 lines for each demo trade account, so
 * that the editor, the job sheet and the prices are tried at the size a garage's big jobs
 * reach: a clutch and dual-mass flywheel with a major service and brakes, a cambelt with a full
 * service, suspension all round and brakes. Each is built as a garage builds it on the tablet:
 * repair-time tasks from the car's own repair-data tree (a "(one side)" task once per side),
 * each with the parts its task names from the catalogue that fit the car (the axle and side the
 * task is for, as many units of sale as cover what the task needs), maintenance schedules with
 * their parts, and the account's own custom jobs at its own labour rates. Named here by
 * registration so the README and the tests can point at them.
 */

type Workshop = DemoWorkshop & { country: 'GB' | 'IE'; branchId: string; userId: string };

/**
 * The genarts a task's job takes: its required ones and those the big job names, less what a
 * part already chosen holds (a clutch kit with its flywheel, a cambelt kit with its water pump).
 */
async function partsOfTask(
  task: Pick<RepairTask, 'description' | 'genarts'>,
  withAlso: readonly GenartKey[],
  fit: Fit,
  choose: (genart: Genart, fit: Fit) => Promise<Product | null>,
): Promise<{ product: Product; genart: Genart }[] | null> {
  const wanted = task.genarts.filter(
    (genart) => genart.required || withAlso.some((key) => genartId(key) === genart.id),
  );
  const chosen: { product: Product; genart: Genart }[] = [];
  for (const genart of wanted) {
    const holds = chosen.some(
      ({ product }) =>
        (genart.id === genartId('flywheel') && /Dual-Mass Flywheel/i.test(product.name)) ||
        (genart.id === genartId('waterPump') && attribute(product, 'water_pump') === 'Included'),
    );
    if (holds) continue;
    const product = await choose(genart, fit);
    // A job whose part the catalogue has not for this car is not offered: the garage would not quote it.
    if (!product) {
      if (genart.required) return null;
      continue;
    }
    chosen.push({ product, genart });
  }
  return chosen;
}

/** An account's big jobs, built for its cars: numbered by the caller after its other work orders. */
export async function demoBigWorkOrders(
  db: Database,
  workshop: Workshop,
  cars: DemoCar[],
  today: Date,
): Promise<{ doc: WorkOrder; created: Date; modified: Date }[]> {
  const currency = currencyOfCountry(workshop.country);
  const repairData = createLocalRepairData();
  const result = [];
  for (const big of bigJobs[workshop.accountId] ?? []) {
    const car = cars.find((candidate) => candidate.vrm === big.vrm);
    if (!car) continue;
    const random = createRandom(stableHash(`big-job:${workshop.accountId}:${big.vrm}`));
    const tree = await repairData.repairTasks(car.tecdocId);
    const tasks = tree.status === 'OK' ? ([...repairTaskIndex(tree.data).values()] as RepairTask[]) : [];
    const systems = await repairData.maintenanceSystems(car.tecdocId);
    const periods = systems.status === 'OK' ? (systems.data[0]?.periods ?? []) : [];

    const id = deterministicUuid(`work-order:${workshop.accountId}:big:${big.vrm}`);
    const created = new Date(today.getTime() - big.daysAgo * 86_400_000 - random.int(1, 6) * 3_600_000);
    const agreed = big.status !== 'pending';
    const orderId = agreed ? deterministicUuid(`work-order-parts:${id}`) : null;
    const mechanical = workshop.rates.find((rate) => rate.id === 'mechanical') ?? workshop.rates[0]!;
    const authorisation: Authorisation | null = agreed
      ? {
          by: big.customer,
          method: big.status === 'completed' ? 'in-person' : 'phone',
          at: new Date(created.getTime() + 2 * 3_600_000).toISOString(),
          amount: 0,
        }
      : null;

    const parts = catalogue(db, car, currency, workshop.branchId);
    // One brand for each part and axle: the same shock absorber both sides of the car; a part
    // made for one side (a track rod end) chosen for its side.
    const picked = new Map<string, Product | null>();
    const choose = async (genart: Genart, fit: Fit) => {
      const category = categoryOf(genart.id);
      const sided = category !== null && (await parts(category)).some((product) => attribute(product, 'side'));
      const key = `${genart.id}|${fit.axle}|${sided ? fit.side : ''}`;
      if (!picked.has(key)) picked.set(key, await choosePart(parts, genart, fit, car, random));
      return picked.get(key)!;
    };

    // The lines in the order a garage adds them: each job, then its parts.
    type Line =
      | { kind: 'job'; job: Omit<WorkOrderJob, 'position'> }
      | { kind: 'schedule'; schedule: Omit<MaintenanceScheduleLine, 'position'> }
      | { kind: 'item'; item: Omit<WorkOrderItem, 'position'> };
    const lines: Line[] = [];
    const addParts = (ownerId: string, chosen: { product: Product; genart: Genart }[]) => {
      for (const { product, genart } of chosen) {
        lines.push({
          kind: 'item',
          item: {
            ...itemOf(product, genart.quantity, categoryOf(genart.id)!, workshop.country),
            id: deterministicUuid(`${id}:item:${lines.length}`),
            rev: 1,
            jobId: ownerId,
            orderedIn: orderId,
          },
        });
      }
    };
    const job = (fields: Pick<WorkOrderJob, 'job' | 'description' | 'customJob' | 'time'>, rate = mechanical) => ({
      ...fields,
      id: deterministicUuid(`${id}:job:${lines.length}`),
      rev: 1,
      labourRate: { id: rate.id, rate: rate.rate },
      labourRateOverride: null,
      overrideTime: null,
      locked: false,
      taxRate: 0,
      calculatedTime: fields.time,
      ...noAnswers,
      authorisation,
    });

    for (const planned of big.tasks) {
      const task = tasks.find((candidate) => candidate.description === planned.task);
      if (!task) continue;
      for (const side of planned.bothSides ? (['Left', 'Right'] as const) : [planned.side ?? null]) {
        const chosen = await partsOfTask(task, planned.with ?? [], fitOf(task.description, side), choose);
        if (!chosen) continue;
        const line = job({
          job: task.id,
          description: task.description,
          customJob: null,
          time: hundredthsToTime(task.value),
        });
        lines.push({ kind: 'job', job: line });
        addParts(line.id, chosen);
      }
    }
    for (const name of big.schedules) {
      const period = periods.find((candidate: MaintenancePeriod) => candidate.description.startsWith(`${name}:`));
      if (!period) continue;
      const chosen = [];
      for (const task of period.tasks.filter((candidate) => candidate.required)) {
        chosen.push(...((await partsOfTask(task, [], fitOf(task.description, null), choose)) ?? []));
      }
      const schedule = {
        id: deterministicUuid(`${id}:schedule:${lines.length}`),
        rev: 1,
        maintenanceScheduleId: period.id,
        description: period.description,
        labourRate: { id: mechanical.id, rate: mechanical.rate },
        labourRateOverride: null,
        haynesProJobs: period.tasks.map((task) => ({
          repairTimeTaskId: task.id,
          description: task.description,
          time: task.value,
          required: task.required,
        })),
        taxRate: 0,
        ...noAnswers,
        authorisation,
      };
      lines.push({ kind: 'schedule', schedule });
      addParts(schedule.id, chosen);
    }
    for (const customId of big.customJobs) {
      const custom = workshop.customJobs.find((candidate) => candidate.id === customId);
      const rate = workshop.rates.find((candidate) => candidate.id === custom?.labourRate);
      if (!custom || !rate) continue;
      const line = job({ job: null, description: custom.name, customJob: custom.id, time: custom.time }, rate);
      lines.push({ kind: 'job', job: line });
    }

    const positions = generateNKeysBetween(null, null, lines.length);
    const placed = lines.map((line, at) => ({ ...line, position: positions[at]! }));
    const workOrderJobs = placed.flatMap((line) =>
      line.kind === 'job' ? [{ ...line.job, position: line.position }] : [],
    );
    const maintenanceSchedules = placed.flatMap((line) =>
      line.kind === 'schedule' ? [{ ...line.schedule, position: line.position }] : [],
    );
    const workOrderItems = placed.flatMap((line) =>
      line.kind === 'item' ? [{ ...line.item, position: line.position }] : [],
    );

    const statusHistory = historyTo(big.status, created, workshop.userId);
    const context = {
      country: workshop.country,
      uplift: workshop.defaultUplift,
      overlapped: overlapOf(tasks, workOrderJobs),
    };
    const years = today.getFullYear() - Number(car.year);
    const estimate = deriveWorkOrder(
      {
        id,
        workOrderNumber: null,
        rev: 1,
        status: big.status,
        statusHistory,
        accountNumber: '',
        currency,
        reference: big.reference,
        comment: big.comment,
        deliveryOption: null,
        mileage: Math.max(1_000, years * random.int(8_000, 12_000) + random.int(0, 999)),
        customerName: big.customer,
        customerPhone: demoPhone(workshop.country, random),
        ...vehicleHeader(car),
        // §4: null while pending (the account's default applies); stored once it left pending.
        uplift: agreed ? workshop.defaultUplift : null,
        workOrderItems,
        workOrderJobs,
        workOrderQuickKits: [],
        maintenanceSchedules,
        haynesProJobs: [],
        appliedUplift: 0,
        prices: undefined as unknown as WorkOrder['prices'],
        numberOfJobs: 0,
        numberOfParts: 0,
        totalTime: '00:00',
        createdAt: created.toISOString(),
        modifiedAt: created.toISOString(),
      },
      context,
    );
    // The customer agreed to what the estimate said for each job and schedule: its labour and its parts.
    const answers = lineAnswers(estimate, pricedLines(estimate, estimate.appliedUplift));
    const amountOf = <L extends { id: string; authorisation: Authorisation | null }>(line: L): L =>
      line.authorisation
        ? { ...line, authorisation: { ...line.authorisation, amount: answers.get(line.id)?.current ?? 0 } }
        : line;
    let doc: WorkOrder = {
      ...estimate,
      workOrderJobs: estimate.workOrderJobs.map(amountOf),
      maintenanceSchedules: estimate.maintenanceSchedules.map(amountOf),
    };
    // Then, with the job under way, the part the mechanic found it needs: not ordered, awaiting the customer.
    const later = big.addedLater;
    const onJob = later && doc.workOrderJobs.find((line) => line.description === later.task);
    if (later && onJob) {
      const genart = { id: genartId(later.part), description: genarts[later.part][1], quantity: 1, required: true };
      const product = await choosePart(parts, genart, fitOf(onJob.description, null), car, random);
      if (product) {
        const last = [...doc.workOrderJobs, ...doc.maintenanceSchedules, ...doc.workOrderItems]
          .map((line) => line.position)
          .sort()
          .at(-1)!;
        doc = {
          ...doc,
          workOrderItems: [
            ...doc.workOrderItems,
            {
              ...itemOf(product, genart.quantity, categoryOf(genart.id)!, workshop.country),
              id: deterministicUuid(`${id}:item:later`),
              position: generateKeyBetween(last, null),
              rev: 1,
              jobId: onJob.id,
              orderedIn: null,
            },
          ],
        };
      }
    }
    const derived = deriveWorkOrder(doc, context);
    const modified = new Date(
      Math.min(today.getTime(), created.getTime() + (statusHistory.length + 1) * 26 * 3_600_000),
    );
    result.push({ doc: derived, created, modified });
  }
  return result;
}
