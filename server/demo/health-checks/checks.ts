import type { Measurement } from '../../../contract/health-checks/colours';
import type { HealthCheckStatus } from '../../../contract/health-checks/schemas';

/** How one item was found: its colour, what was measured and what the customer is told. */
export interface ItemFound {
  state: 'green' | 'amber' | 'red' | 'na';
  measurement?: Measurement;
  customerNote?: string;
  reason?: string;
  motFailure?: boolean;
}

export interface DemoCheck {
  key: string;
  template: 'quick' | 'full';
  vrm: string;
  vehicle: string;
  mileage: number;
  /** Hours before now it was started. */
  hoursAgo: number;
  status: Extract<HealthCheckStatus, 'in-progress' | 'completed'>;
  /** By template key; items not named stay not checked (a check still in progress). */
  found: Record<string, ItemFound>;
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

/**
 * The workshops' health checks: the cars of their demo work orders, measured as a mechanic finds
 * them (tread in tenths of a millimetre, pads and discs likewise), in progress or completed.
 */
export const demoChecks: Record<string, DemoCheck[]> = {
  'trade@workbay.test': [
    {
      key: 'whitaker-golf-full',
      template: 'full',
      vrm: 'WB16 GLF',
      vehicle: 'Volkswagen Golf Mk7 2.0 TDI 150 (2016)',
      mileage: 87_412,
      hoursAgo: 3,
      status: 'completed',
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
      template: 'quick',
      vrm: 'P4 RTS',
      vehicle: 'Ford Transit Custom 2.0 EcoBlue 130 (2018)',
      mileage: 132_950,
      hoursAgo: 26,
      status: 'completed',
      found: {
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
        lights: green,
        wipers: green,
        oil: green,
        coolant: green,
        'brake-fluid': green,
        battery: { state: 'amber', customerNote: '12.3 V resting, 68% health on the tester.' },
        exhaust: green,
      },
    },
  ],
  'trade.ie@workbay.test': [
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
};
