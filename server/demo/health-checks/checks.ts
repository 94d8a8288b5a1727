import type { Measurement } from '../../../contract/health-checks/colours';
import type { HealthCheckStatus } from '../../../contract/health-checks/schemas';
import { featuredSkus } from '../catalogue/featured';

/** How one item was found: its colour, what was measured and what the customer is told. */
export interface ItemFound {
  state: 'green' | 'amber' | 'red' | 'na';
  measurement?: Measurement;
  customerNote?: string;
  reason?: string;
  motFailure?: boolean;
}

/** The work recommended for an item: what, how long, and catalogue parts ([sku, quantity]). */
export interface DemoWork {
  description: string;
  time: string;
  parts?: [string, number][];
}

/** The customer's word on an item, given after the check was sent. */
export interface DemoAnswer {
  key: string;
  decision: 'approved' | 'declined' | 'later';
  method: 'online' | 'phone' | 'in-person';
  reason?: string;
  /** For `later`: days after the answer. */
  laterInDays?: number;
}

export interface DemoCheck {
  key: string;
  /** The customer, for the work order an approved item goes onto. */
  customer?: string;
  template: 'quick' | 'full';
  vrm: string;
  vehicle: string;
  mileage: number;
  /** Hours before now it was started. */
  hoursAgo: number;
  /** 'sent': sent to the customer, answered in part or not at all; 'answered': every item answered. */
  status: HealthCheckStatus;
  /** By template key; items not named stay not checked (a check still in progress). */
  found: Record<string, ItemFound>;
  /** Recommended work by template key, priced by the work order's rules when the check is saved. */
  work?: Record<string, DemoWork>;
  /** What the customer said, an hour or so after the check was sent. */
  answers?: DemoAnswer[];
}

const tread = (outer: number, middle: number, inner: number): Measurement => ({ kind: 'tread', outer, middle, inner });
const pad = (thickness: number): Measurement => ({ kind: 'pad', thickness });
const disc = (thickness: number, minimum: number): Measurement => ({ kind: 'disc', thickness, minimum });
const green: ItemFound = { state: 'green' };

/** Every item of the full template green, for a check where only a few things were found. */
const allGreen = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, green]));
const fullKeys = [
  'spare',
  'handbrake',
  'headlights',
  'indicators',
  'rear-lights',
  'warning-lights',
  'horn',
  'windscreen',
  'oil',
  'coolant',
  'power-steering',
  'screenwash',
  'leaks',
  'aux-belt',
  'battery',
  'steering',
  'suspension',
  'shocks',
  'exhaust',
  'gaiters',
  'brake-pipes',
  'corrosion',
  'seat-belts',
  'mirrors',
];

/** A quick check with every item green and measured as a healthy car is; `found` overrides. */
const quick = (found: Record<string, ItemFound>): Record<string, ItemFound> => ({
  'tyre-nsf': { state: 'green', measurement: tread(52, 54, 53) },
  'tyre-osf': { state: 'green', measurement: tread(51, 53, 53) },
  'tyre-nsr': { state: 'green', measurement: tread(60, 61, 61) },
  'tyre-osr': { state: 'green', measurement: tread(59, 61, 60) },
  'pads-nsf': { state: 'green', measurement: pad(78) },
  'pads-osf': { state: 'green', measurement: pad(76) },
  'pads-nsr': { state: 'green', measurement: pad(69) },
  'pads-osr': { state: 'green', measurement: pad(70) },
  lights: green,
  wipers: green,
  oil: green,
  coolant: green,
  'brake-fluid': green,
  battery: green,
  exhaust: green,
  ...found,
});

/** Work the demo garages recommend often, with what it takes. */
const jobs = {
  frontPads: { description: 'Replace the front brake pads', time: '1:00', parts: [[featuredSkus.brakePadsFocus, 1]] },
  frontDiscsAndPads: {
    description: 'Replace the front brake discs and pads',
    time: '1:30',
    parts: [
      [featuredSkus.brakeDiscsFocus, 1],
      [featuredSkus.brakePadsFocus, 1],
    ],
  },
  wipers: { description: 'Replace both front wiper blades', time: '0:10', parts: [[featuredSkus.wiperBlade650, 2]] },
  brakeFluid: { description: 'Brake fluid change and bleed', time: '0:45' },
  battery: { description: 'Replace the battery and reset the stop-start', time: '0:30' },
  tyre: { description: 'Fit one new tyre, balanced', time: '0:30' },
  oil: { description: 'Oil and filter change', time: '0:45', parts: [[featuredSkus.engineOil, 1]] },
  exhaust: { description: 'Replace the rear exhaust mounting rubbers', time: '0:30' },
} satisfies Record<string, DemoWork>;

/**
 * The workshops' health checks, in every state a garage sees them (issue 46): being checked,
 * completed, sent and waiting, partly answered, answered, and older ones whose deferred work is
 * coming due or overdue. The cars are measured as a mechanic finds them (tread in tenths of a
 * millimetre, pads and discs likewise). Each trade account has its own; `email` is the user who
 * works in it.
 */
export interface DemoAccountChecks {
  email: string;
  accountId: string;
  checks: DemoCheck[];
}

const DAY = 24;

export const demoChecks: DemoAccountChecks[] = [
  {
    email: 'trade@workbay.test',
    accountId: '01936b2e-0000-7000-8000-00000000c001',
    checks: [
      {
        key: 'hughes-fiesta-deferred',
        customer: 'Mr T. Hughes',
        template: 'quick',
        vrm: 'YD15 HGS',
        vehicle: 'Ford Fiesta Mk7 1.25 Zetec (2015)',
        mileage: 96_540,
        hoursAgo: 40 * DAY,
        status: 'answered',
        found: quick({
          'tyre-nsr': {
            state: 'amber',
            measurement: tread(23, 26, 27),
            customerNote: 'Rear tyre at 2.3 mm: replace before the winter.',
          },
          'pads-nsf': { state: 'red', measurement: pad(22), customerNote: 'Front pads at 2.2 mm: replace now.' },
          'pads-osf': { state: 'red', measurement: pad(24) },
          battery: { state: 'amber', customerNote: '12.2 V resting, 61% health: it may struggle on cold mornings.' },
        }),
        work: { 'tyre-nsr': jobs.tyre, 'pads-nsf': jobs.frontPads, battery: jobs.battery },
        answers: [
          { key: 'pads-nsf', decision: 'approved', method: 'online' },
          { key: 'tyre-nsr', decision: 'later', method: 'online', laterInDays: 45 },
          { key: 'battery', decision: 'declined', method: 'online', reason: 'Money is tight this month.' },
        ],
      },
      {
        key: 'brennan-yaris-answered',
        customer: 'Ms L. Brennan',
        template: 'quick',
        vrm: 'LS70 BRN',
        vehicle: 'Toyota Yaris 1.5 Hybrid Icon (2020)',
        mileage: 31_275,
        hoursAgo: 2 * DAY,
        status: 'answered',
        found: quick({
          'pads-nsf': { state: 'amber', measurement: pad(35), customerNote: 'Front pads at 3.5 mm.' },
          'pads-osf': { state: 'amber', measurement: pad(34) },
          wipers: { state: 'amber', customerNote: 'Both blades chatter across the screen.' },
          'brake-fluid': { state: 'red', customerNote: 'Moisture at 3.5%: change recommended.' },
        }),
        work: { 'pads-nsf': jobs.frontPads, wipers: jobs.wipers, 'brake-fluid': jobs.brakeFluid },
        answers: [
          { key: 'brake-fluid', decision: 'approved', method: 'phone' },
          { key: 'wipers', decision: 'approved', method: 'phone' },
          { key: 'pads-nsf', decision: 'later', method: 'phone', laterInDays: 60 },
        ],
      },
      {
        key: 'whitaker-golf-full',
        customer: 'Mr D. Whitaker',
        template: 'full',
        vrm: 'WB16 GLF',
        vehicle: 'Volkswagen Golf Mk7 2.0 TDI 150 (2016)',
        mileage: 87_412,
        hoursAgo: 3,
        status: 'sent',
        found: {
          ...allGreen(fullKeys),
          'tyre-nsf': {
            state: 'amber',
            measurement: tread(26, 29, 31),
            customerNote: 'Worn to 2.6 mm on the outer edge: replace within the next few months.',
          },
          'tyre-osf': { state: 'green', measurement: tread(41, 43, 42) },
          'tyre-nsr': { state: 'green', measurement: tread(55, 57, 56) },
          'tyre-osr': { state: 'green', measurement: tread(54, 56, 55) },
          'pads-nsf': { state: 'amber', measurement: pad(38), customerNote: 'Front pads at 3.8 mm.' },
          'pads-osf': { state: 'amber', measurement: pad(36) },
          'pads-nsr': { state: 'green', measurement: pad(71) },
          'pads-osr': { state: 'green', measurement: pad(70) },
          'discs-front': { state: 'amber', measurement: disc(232, 230), reason: 'Lipped edge; 0.2 mm above minimum' },
          'discs-rear': { state: 'green', measurement: disc(94, 80) },
          wipers: { state: 'amber', customerNote: 'Driver’s blade smears across the screen.' },
          'brake-fluid': {
            state: 'red',
            customerNote: 'Moisture at 3.5%: the fluid boils too early under hard braking. Change recommended.',
          },
        },
        work: {
          'brake-fluid': jobs.brakeFluid,
          wipers: jobs.wipers,
          'tyre-nsf': jobs.tyre,
          'pads-nsf': jobs.frontPads,
        },
        // Partly answered: the urgent one said yes to online; the rest still waits.
        answers: [{ key: 'brake-fluid', decision: 'approved', method: 'online' }],
      },
      {
        key: 'okafor-astra-sent',
        customer: 'Mr A. Okafor',
        template: 'quick',
        vrm: 'YK67 OKF',
        vehicle: 'Vauxhall Astra K 1.4 Turbo SRi (2017)',
        mileage: 68_930,
        hoursAgo: 5,
        status: 'sent',
        found: quick({
          'tyre-osf': {
            state: 'red',
            measurement: tread(15, 19, 22),
            customerNote: 'Below the legal 1.6 mm on the outer edge: replace before driving far.',
            motFailure: true,
          },
          exhaust: { state: 'amber', customerNote: 'Rear mounting rubbers perished; the box knocks over bumps.' },
        }),
        work: { 'tyre-osf': jobs.tyre, exhaust: jobs.exhaust },
      },
      {
        key: 'kaur-focus-quick',
        template: 'quick',
        vrm: 'WB19 KFD',
        vehicle: 'Ford Focus Mk4 1.0 EcoBoost 125 (2019)',
        mileage: 41_806,
        hoursAgo: 1,
        status: 'in-progress',
        found: {
          'tyre-nsf': { state: 'green', measurement: tread(48, 50, 49) },
          'tyre-osf': { state: 'green', measurement: tread(47, 49, 50) },
          'tyre-nsr': { state: 'green', measurement: tread(61, 62, 62) },
          'tyre-osr': { state: 'green', measurement: tread(60, 61, 62) },
          'pads-nsf': { state: 'red', measurement: pad(21), customerNote: 'Front pads at 2.1 mm: replace now.' },
          'pads-osf': { state: 'red', measurement: pad(19) },
        },
      },
      {
        key: 'holroyd-transit-quick',
        customer: 'Holroyd Plumbing Ltd',
        template: 'quick',
        vrm: 'P4 RTS',
        vehicle: 'Ford Transit Custom 2.0 EcoBlue 130 (2018)',
        mileage: 132_950,
        hoursAgo: 26,
        status: 'completed',
        found: quick({
          'tyre-nsf': { state: 'green', measurement: tread(39, 41, 40) },
          'tyre-osf': { state: 'green', measurement: tread(40, 42, 41) },
          'tyre-nsr': {
            state: 'red',
            measurement: tread(14, 18, 21),
            customerNote: 'Below the legal 1.6 mm on the outer edge.',
            motFailure: true,
          },
          'tyre-osr': { state: 'amber', measurement: tread(24, 27, 28) },
          'pads-nsf': { state: 'green', measurement: pad(64) },
          'pads-osf': { state: 'green', measurement: pad(62) },
          'pads-nsr': { state: 'green', measurement: pad(58) },
          'pads-osr': { state: 'green', measurement: pad(57) },
          battery: { state: 'amber', customerNote: '12.3 V resting, 68% health on the tester.' },
        }),
        work: { 'tyre-nsr': jobs.tyre, battery: jobs.battery },
      },
    ],
  },
  {
    email: 'trade@workbay.test',
    accountId: '01936b2e-0000-7000-8000-00000000c002',
    checks: [
      {
        key: 'greenwood-polo-deferred',
        customer: 'Ms R. Greenwood',
        template: 'quick',
        vrm: 'MX14 GRN',
        vehicle: 'Volkswagen Polo 1.2 TSI Match (2014)',
        mileage: 104_880,
        hoursAgo: 35 * DAY,
        status: 'answered',
        found: quick({
          oil: { state: 'amber', customerNote: 'Oil dark and 1 cm under the mark: service due.' },
          'tyre-nsf': { state: 'amber', measurement: tread(25, 27, 28), customerNote: 'Front tyre at 2.5 mm.' },
          exhaust: { state: 'red', customerNote: 'Middle box blowing at the joint.', motFailure: true },
        }),
        work: { oil: jobs.oil, 'tyre-nsf': jobs.tyre, exhaust: jobs.exhaust },
        answers: [
          { key: 'exhaust', decision: 'approved', method: 'in-person' },
          { key: 'oil', decision: 'later', method: 'in-person', laterInDays: 38 },
          { key: 'tyre-nsf', decision: 'declined', method: 'in-person', reason: 'Getting tyres at the tyre place.' },
        ],
      },
      {
        key: 'pickersgill-c3-partly',
        customer: 'Mrs E. Pickersgill',
        template: 'quick',
        vrm: 'MF20 PKL',
        vehicle: 'Citroën C3 1.2 PureTech 83 (2020)',
        mileage: 22_140,
        hoursAgo: 20,
        status: 'sent',
        found: quick({
          battery: { state: 'red', customerNote: 'Failed the load test: 9.4 V on cranking.' },
          wipers: { state: 'amber', customerNote: 'Rear blade split.' },
        }),
        work: { battery: jobs.battery, wipers: jobs.wipers },
        answers: [{ key: 'battery', decision: 'approved', method: 'online' }],
      },
      {
        key: 'nowak-octavia-sent',
        customer: 'Mr K. Nowak',
        template: 'quick',
        vrm: 'MC66 NWK',
        vehicle: 'Skoda Octavia 2.0 TDI SE (2016)',
        mileage: 141_300,
        hoursAgo: 4,
        status: 'sent',
        found: quick({
          'pads-nsr': { state: 'amber', measurement: pad(31), customerNote: 'Rear pads at 3.1 mm.' },
          'brake-fluid': { state: 'amber', customerNote: 'Two years since the last change.' },
        }),
        work: { 'brake-fluid': jobs.brakeFluid },
      },
      {
        key: 'sutcliffe-qashqai-quick',
        template: 'quick',
        vrm: 'MA18 TRF',
        vehicle: 'Nissan Qashqai 1.5 dCi Acenta (2018)',
        mileage: 77_020,
        hoursAgo: 1,
        status: 'in-progress',
        found: {
          'tyre-nsf': { state: 'green', measurement: tread(44, 46, 45) },
          'tyre-osf': { state: 'amber', measurement: tread(29, 31, 33) },
        },
      },
    ],
  },
  {
    email: 'trade.ie@workbay.test',
    accountId: '01936b2e-0000-7000-8000-00000000c003',
    checks: [
      {
        key: 'walsh-golf-deferred',
        customer: 'Mr S. Walsh',
        template: 'quick',
        vrm: '161-G-3307',
        vehicle: 'Volkswagen Golf 1.6 TDI Comfortline (2016)',
        mileage: 178_400,
        hoursAgo: 38 * DAY,
        status: 'answered',
        found: quick({
          'pads-nsf': { state: 'amber', measurement: pad(33), customerNote: 'Front pads at 3.3 mm.' },
          coolant: { state: 'amber', customerNote: 'Protects to −12 °C only: top up with proper mix.' },
          battery: { state: 'red', customerNote: 'Failed the load test.' },
        }),
        work: { 'pads-nsf': jobs.frontPads, battery: jobs.battery },
        answers: [
          { key: 'battery', decision: 'approved', method: 'phone' },
          { key: 'pads-nsf', decision: 'later', method: 'phone', laterInDays: 42 },
        ],
      },
      {
        key: 'gallagher-focus-partly',
        customer: 'Ms N. Gallagher',
        template: 'quick',
        vrm: '172-C-1188',
        vehicle: 'Ford Focus 1.0 EcoBoost Titanium (2017)',
        mileage: 92_660,
        hoursAgo: 30,
        status: 'sent',
        found: quick({
          'pads-nsf': { state: 'red', measurement: pad(20), customerNote: 'Front pads at 2.0 mm: replace now.' },
          'pads-osf': { state: 'red', measurement: pad(22) },
          wipers: { state: 'amber', customerNote: 'Blades smear.' },
        }),
        work: { 'pads-nsf': jobs.frontDiscsAndPads, wipers: jobs.wipers },
        answers: [{ key: 'wipers', decision: 'declined', method: 'online', reason: 'Will buy them myself.' }],
      },
      {
        key: 'doyle-corolla-sent',
        customer: 'Mrs A. Doyle',
        template: 'quick',
        vrm: '181-D-40021',
        vehicle: 'Toyota Corolla 1.8 Hybrid Sol (2018)',
        mileage: 58_310,
        hoursAgo: 6,
        status: 'sent',
        found: quick({
          'tyre-osr': { state: 'amber', measurement: tread(22, 25, 26), customerNote: 'Rear tyre at 2.2 mm.' },
        }),
        work: { 'tyre-osr': jobs.tyre },
      },
      {
        key: 'murphy-corolla-quick',
        template: 'quick',
        vrm: '191-D-12345',
        vehicle: 'Toyota Corolla 1.8 Hybrid (2019)',
        mileage: 64_220,
        hoursAgo: 2,
        status: 'in-progress',
        found: {
          'tyre-nsf': { state: 'green', measurement: tread(52, 53, 52) },
          'tyre-osf': { state: 'green', measurement: tread(51, 52, 52) },
          oil: { state: 'amber', customerNote: 'Due its service: oil is dark and at the lower mark.' },
        },
      },
    ],
  },
];
