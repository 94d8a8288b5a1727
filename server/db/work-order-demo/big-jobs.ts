import { sql } from 'drizzle-orm';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { unitOfSaleOf, unitsToCover } from '../../../contract/catalogue/unit-of-sale';
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
import { partName } from '../../../contract/work-orders/part-name';
import { partVatKind } from '../../../contract/work-orders/part-kind';
import { lineAnswers } from '../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../contract/work-orders/pricing/priced-lines';
import { hundredthsToTime } from '../../../contract/work-orders/pricing/time';
import { vatRateForLine } from '../../../contract/work-orders/pricing/vat';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { createLocalRepairData } from '../../providers/repair-data/local-repair-data';
import { genarts, type GenartKey } from '../../providers/repair-data/genarts';
import { leaves } from '../catalogue-demo/categories';
import { deterministicUuid } from '../catalogue-demo/deterministic-uuid';
import { createRandom, stableHash, type Random } from '../catalogue-demo/prng';
import { queryRows, type Database } from '../database';
import { demoPhone, historyTo, overlapOf, type DemoCar } from './documents';
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

/** A repair-time task of a big job, as the car's repair-data tree names it. */
interface BigTask {
  task: string;
  /** A "(one side)" task done on both sides: a job for the left, then one for the right. */
  bothSides?: true;
  /** A "(one side)" task done on one side: the nearside (left) or the offside (right). */
  side?: 'Left' | 'Right';
  /** Parts the tree offers as optional that this job takes too (a pad fitting kit, coolant). */
  with?: GenartKey[];
}

export interface BigJob {
  /** The car, as the registered vehicles table holds it (no space). */
  vrm: string;
  /** What it is, as the README lists it. */
  title: string;
  status: 'pending' | 'in-progress' | 'completed';
  customer: string;
  reference: string | null;
  comment: string;
  /** Days before the demo's day that the car came in. */
  daysAgo: number;
  tasks: BigTask[];
  /** Periods of the car's fixed-interval maintenance system, by name ('Full service'). */
  schedules: string[];
  /** The account's own custom jobs, by id ('mot-test'); one the account has not is left out. */
  customJobs: string[];
  /**
   * In progress: a part the mechanic put on a job after the customer agreed to the job, so the
   * job's rise waits for the customer's answer (issue 42: "authorisation that is a promise").
   */
  addedLater?: { task: string; part: GenartKey };
}

// The jobs big work orders are made of, as the repair-data tree names them.
const clutchAndFlywheel: BigTask[] = [
  { task: 'Clutch kit and dual-mass flywheel - renew' },
  { task: 'Clutch hydraulic system - bleed' },
  { task: 'Manual gearbox oil - drain and refill' },
];
const clutchKit: BigTask[] = [
  { task: 'Clutch kit - renew' },
  { task: 'Clutch hydraulic system - bleed' },
  { task: 'Manual gearbox oil - drain and refill' },
];
const auxiliaryBelt: BigTask = { task: 'Auxiliary drive belt - renew' };
const cambelt: BigTask[] = [{ task: 'Timing belt and water pump - renew', with: ['antifreeze'] }, auxiliaryBelt];
const frontBrakes: BigTask[] = [{ task: 'Front brake discs and pads - renew', with: ['padAccessoryKit'] }];
const rearPads: BigTask[] = [{ task: 'Rear brake pads - renew', with: ['padAccessoryKit'] }];
const brakesAllRound: BigTask[] = [
  { task: 'Front brake discs and pads - renew' },
  { task: 'Rear brake discs and pads - renew' },
];
const frontSuspension: BigTask[] = [
  { task: 'Front shock absorber - renew (one side)', bothSides: true },
  { task: 'Front coil spring - renew (one side)', bothSides: true },
  { task: 'Front anti-roll bar link - renew (one side)', bothSides: true },
];
const rearSuspension: BigTask[] = [
  { task: 'Rear shock absorber - renew (one side)', bothSides: true },
  { task: 'Rear coil spring - renew (one side)', bothSides: true },
];
const dieselExtras: BigTask[] = [{ task: 'Glow plugs - renew (all)' }, { task: 'Front wiper blades - renew' }];
/** A major service: the full service with the brake fluid, as the maker's schedule combines them. */
const majorService = ['Full service', 'Brake fluid'];

/** The big jobs of each demo trade account (workshops.ts), by account id. */
export const bigJobs: Record<string, BigJob[]> = {
  // Leeds (Northern Motors): £72 an hour, 10% on labour.
  '01936b2e-0000-7000-8000-00000000c001': [
    {
      vrm: 'WB18YRE',
      title: 'Clutch and dual-mass flywheel, major service, brakes and front suspension',
      status: 'pending',
      customer: 'Kirkstall Joinery Ltd',
      reference: 'PO 40718',
      comment:
        'Clutch judder pulling away loaded, rattle at idle: flywheel worn. Major service and MOT due, front ' +
        'discs lipped, nearside front spring snapped, battery failed its test. Van needed back Monday: ' +
        'customer to ring back with the go-ahead.',
      daysAgo: 1,
      tasks: [
        ...clutchAndFlywheel,
        ...frontBrakes,
        ...rearPads,
        ...frontSuspension,
        auxiliaryBelt,
        ...dieselExtras,
        { task: 'Battery - renew' },
      ],
      schedules: majorService,
      customJobs: ['mot-test'],
    },
    {
      vrm: 'FY18MDU',
      title: 'Cambelt and water pump, full service, suspension all round and brakes all round',
      status: 'in-progress',
      customer: 'Mrs H. Barraclough',
      reference: null,
      comment:
        'Cambelt overdue by age. Knocking over speed bumps: front springs broken, shocks weak all round, ' +
        'drop links and offside track rod end worn (MOT advisories). Discs and pads front and rear. ' +
        'Front caliper slide pins seized: fitting kit added, waiting for her OK.',
      daysAgo: 3,
      tasks: [
        ...cambelt,
        ...frontSuspension,
        { task: 'Track rod end - renew (one side)', side: 'Right' },
        ...rearSuspension,
        ...brakesAllRound,
      ],
      schedules: ['Full service'],
      customJobs: [],
      addedLater: { task: 'Front brake discs and pads - renew', part: 'padAccessoryKit' },
    },
  ],
  // Manchester: £68 an hour, no uplift.
  '01936b2e-0000-7000-8000-00000000c002': [
    {
      vrm: 'MC64ZTV',
      title: 'Cambelt and water pump, major service, front brakes and front suspension',
      status: 'pending',
      customer: 'Mr I. Hussain',
      reference: null,
      comment:
        'Cambelt and water pump due by age (2015, no record of a change). Major service and MOT due. ' +
        'Clunk from the front over bumps: springs and drop links. Front discs scored, rear pads low. ' +
        'Estimate sent by text.',
      daysAgo: 0,
      tasks: [...cambelt, ...frontSuspension, ...frontBrakes, ...rearPads, ...dieselExtras],
      schedules: majorService,
      customJobs: ['mot-test'],
    },
    {
      vrm: 'MC18RDG',
      title: 'Clutch, major service, brakes all round and rear suspension',
      status: 'in-progress',
      customer: 'Salford Couriers Ltd',
      reference: 'PO 11952',
      comment:
        'Clutch slipping under load, biting at the top. Major service due. Pulsing through the pedal: discs ' +
        'warped front and rear. Rear sitting low on the offside: spring broken, shocks leaking. Front ' +
        'caliper slide pins seized: fitting kit added, fleet manager to approve.',
      daysAgo: 4,
      tasks: [...clutchKit, ...brakesAllRound, ...rearSuspension, auxiliaryBelt, ...dieselExtras],
      schedules: majorService,
      customJobs: [],
      addedLater: { task: 'Front brake discs and pads - renew', part: 'padAccessoryKit' },
    },
  ],
  // Dublin: €78 an hour, 5% on labour, NCT preparation instead of the MOT.
  '01936b2e-0000-7000-8000-00000000c003': [
    {
      vrm: '162-D-28339',
      title: 'Clutch, major service, brakes and front suspension before the NCT',
      status: 'pending',
      customer: 'Ms S. Ní Bhriain',
      reference: null,
      comment:
        'NCT due next month. Clutch slipping in 3rd and 4th. Major service overdue. Front discs and pads, ' +
        'rear pads, front shocks weak and a front spring broken. Customer to confirm once she has the price.',
      daysAgo: 1,
      tasks: [...clutchKit, ...frontBrakes, ...rearPads, ...frontSuspension, auxiliaryBelt, ...dieselExtras],
      schedules: majorService,
      customJobs: ['nct-prep'],
    },
    {
      vrm: '201-D-47286',
      title: 'Cambelt and water pump, full service, suspension all round and brakes all round',
      status: 'in-progress',
      customer: 'Mr D. Fitzgerald',
      reference: null,
      comment:
        'Wet belt due at 6 years. Sits low at the front and knocks over ramps: springs and shocks all ' +
        'round, nearside track rod end. Discs and pads front and rear, full service before the NCT. ' +
        'Front caliper slide pins seized: fitting kit added, waiting for his OK.',
      daysAgo: 3,
      tasks: [
        ...cambelt,
        ...frontSuspension,
        { task: 'Track rod end - renew (one side)', side: 'Left' },
        ...rearSuspension,
        ...brakesAllRound,
      ],
      schedules: ['Full service'],
      customJobs: ['nct-prep'],
      addedLater: { task: 'Front brake discs and pads - renew', part: 'padAccessoryKit' },
    },
  ],
};

/** The registrations of an account's big jobs, for its list of cars. */
export const bigJobVrms = (accountId: string): string[] => (bigJobs[accountId] ?? []).map((job) => job.vrm);

/** The oil each maker approves, as the quick service kit chooses it (modules/work-orders/kit-vehicle-facts.ts). */
const oilSpecifications: [makes: string[], specification: string][] = [
  [['Ford'], 'Ford WSS-M2C913-D'],
  [['Volkswagen', 'Audi', 'SEAT', 'Skoda'], 'VW 504 00/507 00'],
  [['BMW', 'MINI'], 'BMW Longlife-04'],
  [['Renault', 'Dacia', 'Nissan'], 'Renault RN0720'],
  [['Mercedes-Benz'], 'MB 229.5'],
  [['Volvo'], 'Volvo VCC RBS0-2AE'],
  [['Toyota', 'Honda', 'Mazda', 'Kia', 'Hyundai'], 'ACEA C5'],
];

interface Product {
  sku: string;
  brand: string;
  name: string;
  price: number;
  surcharge: number;
  stock: number | null;
  attributes: { code: string; value: string }[];
}

const attribute = (product: Product, code: string) => product.attributes.find((a) => a.code === code)?.value;
const categoryOf = (genart: number) => leaves.find((leaf) => leaf.genart === genart)?.path ?? null;
const genartId = (key: GenartKey) => genarts[key][0];

/** The parts of the catalogue in a category that fit the car (or fit any car), in sku order, read once. */
function catalogue(db: Database, car: DemoCar, currency: 'GBP' | 'EUR', branchId: string) {
  const found = new Map<string, Promise<Product[]>>();
  return (category: string) => {
    if (!found.has(category)) {
      found.set(
        category,
        queryRows<Product & { attributes: string | Product['attributes'] }>(
          db,
          sql`SELECT p.sku, b.name AS brand, p.name AS name, p.attributes,
                     ${currency === 'EUR' ? sql`COALESCE(p.price_eur, p.price)` : sql`p.price`} AS price,
                     ${currency === 'EUR' ? sql`p.surcharge_eur` : sql`p.surcharge`} AS surcharge,
                     (SELECT s.quantity FROM branch_stock s
                       WHERE s.product_id = p.id AND s.branch_id = ${branchId}::uuid) AS stock
                FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
               WHERE c.path = ${category} AND p.withdrawn_at IS NULL AND p.price > 0
                 AND (EXISTS (SELECT 1 FROM product_fitments f
                               WHERE f.product_id = p.id AND f.variant_id = ${car.variantId})
                      OR NOT EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id))
               ORDER BY p.sku`,
        ).then((rows) =>
          rows.map((row) => ({
            ...row,
            price: Number(row.price),
            surcharge: Number(row.surcharge ?? 0),
            stock: row.stock === null ? null : Number(row.stock),
            attributes: typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes,
          })),
        ),
      );
    }
    return found.get(category)!;
  };
}

/** What a job's parts must suit: the axle of the task, and the side for a "(one side)" task. */
interface Fit {
  axle: 'Front Axle' | 'Rear Axle' | null;
  side: 'Left' | 'Right' | null;
}

const fitOf = (description: string, side: Fit['side']): Fit => ({
  axle: /^(Front|Track rod)/.test(description)
    ? 'Front Axle'
    : /^Rear (brake|shock|coil)/.test(description)
      ? 'Rear Axle'
      : null,
  side,
});

/** What a units-of-sale choice costs: the fewest, cheapest packs (issue 42's oil rule). */
const coverCost = (product: Product, needed: number) =>
  unitsToCover(needed, unitOfSaleOf(product.attributes)) * (product.price + product.surcharge);

/**
 * The part a garage would put on for a genart: one that fits the car, the axle and the side;
 * fluids in the maker's specification (else any) at the lowest cost for what the task needs;
 * wiper blades as the car's set; anything else a brand drawn for the work order, the same brand
 * on both sides of the car.
 */
async function choosePart(
  parts: (category: string) => Promise<Product[]>,
  genart: Genart,
  fit: Fit,
  car: DemoCar,
  random: Random,
): Promise<Product | null> {
  const category = categoryOf(genart.id);
  if (!category) return null;
  const fitting = (await parts(category)).filter(
    (product) =>
      (!fit.axle || !attribute(product, 'position') || attribute(product, 'position') === fit.axle) &&
      (!fit.side || !attribute(product, 'side') || attribute(product, 'side') === fit.side),
  );
  const cheapest = (candidates: Product[]) =>
    [...candidates].sort((a, b) => coverCost(a, genart.quantity) - coverCost(b, genart.quantity))[0] ?? null;
  const specified = (candidates: Product[], value: string) => {
    const approved = candidates.filter((product) => attribute(product, 'specification') === value);
    return approved.length ? approved : candidates;
  };
  if (genart.id === genartId('engineOil')) {
    const cans = fitting.filter((product) => ['1', '5'].includes(attribute(product, 'capacity') ?? ''));
    const approved = oilSpecifications.find(([makes]) => makes.includes(car.make))?.[1] ?? 'ACEA C3';
    const ofMaker = cans.filter((product) => attribute(product, 'specification') === approved);
    return cheapest(ofMaker.length ? ofMaker : specified(cans, 'ACEA C3'));
  }
  if (genart.id === genartId('brakeFluid')) return cheapest(specified(fitting, 'DOT 4'));
  if (genart.id === genartId('antifreeze')) return cheapest(fitting);
  if (genart.id === genartId('wiperBlade')) {
    const sets = fitting.filter((product) => attribute(product, 'pack') === '2');
    return sets.length ? random.pick(sets) : null;
  }
  if (genart.id === genartId('timingBeltKit')) {
    // "Timing belt and water pump - renew": the kit with the pump when there is one.
    const withPump = fitting.filter((product) => attribute(product, 'water_pump') === 'Included');
    return random.pick(withPump.length ? withPump : fitting) ?? null;
  }
  return fitting.length ? random.pick(fitting) : null;
}

/** A part on a work order line, priced as the server prices it from the catalogue. */
function itemOf(product: Product, needed: number, category: string, country: 'GB' | 'IE') {
  return {
    product: `/products/${product.sku}`,
    quantity: unitsToCover(needed, unitOfSaleOf(product.attributes)),
    updatedProductName: null,
    additionalServiceName: null,
    additionalServicePrice: null,
    overriddenPrice: null,
    price: product.price,
    surcharge: product.surcharge,
    taxRate: vatRateForLine(country, partVatKind(category)),
    productName: partName(product.brand, product.name),
    stockAvailability: product.stock ?? 0,
    multipleOfSaleQuantity: 1,
    ...noAnswers,
  };
}

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
  const currency = workshop.country === 'IE' ? 'EUR' : 'GBP';
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
        vrm: car.vrm,
        vin: car.vin,
        make: car.make,
        model: car.model,
        engineSize: car.engine,
        year: car.year,
        fuel: car.fuel,
        tecdocId: car.tecdocId,
        vehicleOptions: null,
        vehicleRequestType: 'vrm',
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
