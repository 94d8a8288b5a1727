import type { GenartKey } from '../../providers/repair-data/genarts';

/**
 * What the demo's big jobs are (issue 42; built by big-jobs.ts): for each trade account, two
 * work orders of 30 to 50 lines, named by registration so the README and the tests can point at
 * them, each as a garage plans it: repair-time tasks from the car's tree, the maintenance
 * periods, the account's custom jobs, and for one in progress a part added after the customer
 * agreed.
 */

/** A repair-time task of a big job, as the car's repair-data tree names it. */
export interface BigTask {
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
