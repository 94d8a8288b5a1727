/**
 * The jobs a workshop's week is made of, as the demo work orders use them: what the garage does,
 * the parts by catalogue category, and what a customer says at the desk. A job names its
 * repair-time task (`task`, as the repair data describes it) when there is one: the work order
 * then carries the task's id and book time for that car. The rest (an MOT, a diagnosis, a service
 * at the garage's fixed time) are custom jobs with the trade's usual times.
 */
export interface Scenario {
  jobs: { description: string; time: string; rate: 'mechanical' | 'diagnostic' | 'mot'; task?: string }[];
  /**
   * The parts by category, each with what the job needs in the article's own unit, as repair
   * data counts it (2 discs, 4.5 litres of oil): the line takes the units of sale that cover it.
   */
  parts: { category: string; quantity: number; fuel?: 'petrol' | 'diesel' }[];
  comment: string;
}

export const scenarios: Record<string, Scenario> = {
  frontBrakes: {
    jobs: [
      {
        description: 'Replace front brake discs and pads',
        time: '01:06',
        rate: 'mechanical',
        task: 'Front brake discs and pads - renew',
      },
    ],
    parts: [
      { category: 'braking/brake-discs', quantity: 2 },
      { category: 'braking/brake-pads', quantity: 1 },
    ],
    comment: 'Customer reports grinding from the front when braking. Discs below minimum thickness.',
  },
  rearPads: {
    jobs: [
      { description: 'Replace rear brake pads', time: '00:54', rate: 'mechanical', task: 'Rear brake pads - renew' },
    ],
    parts: [{ category: 'braking/brake-pads', quantity: 1 }],
    comment: 'Rear pads at 2 mm, advised at last MOT.',
  },
  interimService: {
    jobs: [
      {
        description: 'Interim service: oil and filter, checks',
        time: '01:00',
        rate: 'mechanical',
        task: 'Engine oil and filter - renew',
      },
    ],
    parts: [
      { category: 'filters/oil-filters', quantity: 1 },
      { category: 'oils-and-fluids/engine-oil', quantity: 4.5 },
    ],
    comment: 'Interim service due by mileage.',
  },
  fullService: {
    jobs: [{ description: 'Full service to manufacturer schedule', time: '02:00', rate: 'mechanical' }],
    parts: [
      { category: 'filters/oil-filters', quantity: 1 },
      { category: 'filters/air-filters', quantity: 1 },
      { category: 'filters/cabin-filters', quantity: 1 },
      { category: 'oils-and-fluids/engine-oil', quantity: 4.5 },
      { category: 'engine/spark-plugs', quantity: 4, fuel: 'petrol' },
      { category: 'filters/fuel-filters', quantity: 1, fuel: 'diesel' },
    ],
    comment: 'Annual service. Service book to be stamped.',
  },
  clutch: {
    jobs: [{ description: 'Replace clutch kit', time: '04:30', rate: 'mechanical', task: 'Clutch kit - renew' }],
    parts: [{ category: 'clutch/clutch-kits', quantity: 1 }],
    comment: 'Clutch slipping in higher gears under load. Van needed back by Friday.',
  },
  timingBelt: {
    jobs: [
      {
        description: 'Replace timing belt kit and water pump',
        time: '03:30',
        rate: 'mechanical',
        task: 'Timing belt and water pump - renew',
      },
    ],
    parts: [
      { category: 'engine/timing-belt-kits', quantity: 1 },
      { category: 'engine/water-pumps', quantity: 1 },
    ],
    comment: 'Cambelt due at 6 years; no record of a previous change.',
  },
  shocks: {
    jobs: [{ description: 'Replace front shock absorbers (pair)', time: '02:00', rate: 'mechanical' }],
    parts: [{ category: 'suspension-and-steering/shock-absorbers', quantity: 2 }],
    comment: 'Knocking over speed bumps; front offside shock misting oil.',
  },
  motAndBulbs: {
    jobs: [{ description: 'MOT test (class 4)', time: '01:00', rate: 'mot' }],
    parts: [{ category: 'lighting/headlight-bulbs', quantity: 2 }],
    comment: 'MOT due this month. Dipped beam out on the nearside.',
  },
  battery: {
    jobs: [
      {
        description: 'Replace battery and reset the start-stop system',
        time: '00:30',
        rate: 'mechanical',
        task: 'Battery - renew',
      },
    ],
    parts: [{ category: 'electrical/batteries', quantity: 1 }],
    comment: 'Slow to start on cold mornings; battery tested at 40% health.',
  },
  diagnosis: {
    jobs: [{ description: 'Diagnostic scan and report', time: '00:30', rate: 'diagnostic' }],
    parts: [],
    comment: 'Engine management light on, intermittent loss of power.',
  },
  wheelBearing: {
    jobs: [
      {
        description: 'Replace front wheel bearing',
        time: '01:24',
        rate: 'mechanical',
        task: 'Front wheel bearing - renew (one side)',
      },
    ],
    parts: [{ category: 'suspension-and-steering/wheel-bearing-kits', quantity: 1 }],
    comment: 'Humming noise rising with speed, worse on left-hand bends.',
  },
  exhaust: {
    jobs: [{ description: 'Replace rear silencer', time: '00:48', rate: 'mechanical', task: 'Rear silencer - renew' }],
    parts: [{ category: 'exhaust-system/silencers/rear-silencers', quantity: 1 }],
    comment: 'Blowing from the rear box.',
  },
};

/**
 * One scenario, or several done on one visit (the bay's day's work: a service with the brakes and
 * the MOT): their jobs and parts together, their comments one after the other.
 */
export function scenarioOf(keys: string | readonly string[]): Scenario {
  const chosen = (typeof keys === 'string' ? [keys] : keys).map((key) => scenarios[key]!);
  if (chosen.length === 1) return chosen[0]!;
  return {
    jobs: chosen.flatMap((scenario) => scenario.jobs),
    parts: chosen.flatMap((scenario) => scenario.parts),
    comment: chosen.map((scenario) => scenario.comment).join(' '),
  };
}
