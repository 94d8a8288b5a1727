import { repairTaskOverlap, type OverlapTask } from '../../../contract/repair-data/overlap';
import type { MaintenancePeriod, MaintenanceSystem, MaintenanceTask } from '../../../contract/repair-data/schemas';
import { stableHash } from '../../prng';
import type { VehicleFacts } from './local-vehicle-facts';
import type { TaskTree } from './task-tree';

/**
 * The maintenance systems of a variant, as the service gives them: each system's periods by
 * months and miles ("Full service: every 24 months / 24,000 miles"), whichever comes first, some
 * combinable with another period (brake fluid with the full service), each with its tasks, their
 * parts and the period's time after overlap. An electric car has no oil, filters or plugs to
 * change; the makers with a service indicator (VW group, BMW, Mercedes-Benz) add a variable system.
 */
const variableMakes = new Set(['Volkswagen', 'Audi', 'SEAT', 'Skoda', 'BMW', 'MINI', 'Mercedes-Benz']);

/** '24,000': thousands grouped the UK way, the same on every machine whatever its locale. */
const grouped = (miles: number) => String(miles).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function interval(months: number | null, miles: number | null): string {
  const time = months === null ? null : months % 12 === 0 && months >= 60 ? `${months / 12} years` : `${months} months`;
  return [time, miles === null ? null : `${grouped(miles)} miles`].filter(Boolean).join(' / ');
}

interface PeriodPlan {
  name: string;
  months: number | null;
  miles: number | null;
  combinable: boolean;
  /** Tree task keys or inspections; `?` marks an advised (not mandatory) task. */
  tasks: readonly string[];
}

const inspections = {
  interimInspection: ['7510', 'Service inspection - interim (levels, lights, tyres, brakes, road test)', 30],
  fullInspection: ['7520', 'Service inspection - full (underbody, steering, suspension, brakes, road test)', 60],
  electricInspection: ['7530', 'Service inspection - electric vehicle (high-voltage system, brakes, tyres)', 40],
} as const;

function plansFor(facts: VehicleFacts): { id: string; name: string; periods: PeriodPlan[] }[] {
  const brakeFluid: PeriodPlan = {
    name: 'Brake fluid',
    months: 24,
    miles: null,
    combinable: true,
    tasks: ['brakeFluid'],
  };
  if (facts.electric) {
    return [
      {
        id: '1',
        name: 'Fixed service intervals',
        periods: [
          {
            name: 'Annual check',
            months: 12,
            miles: 18_000,
            combinable: false,
            tasks: ['electricInspection', '?cabinFilter'],
          },
          {
            name: 'Major service',
            months: 24,
            miles: 36_000,
            combinable: false,
            tasks: ['electricInspection', 'cabinFilter', '?wiperBlades'],
          },
          brakeFluid,
          { name: 'Coolant', months: 96, miles: 120_000, combinable: true, tasks: ['coolant'] },
        ],
      },
    ];
  }
  const fuel = facts.diesel ? ['fuelFilter'] : ['sparkPlugs'];
  const hash = stableHash(`${facts.variant.make}|${facts.variant.engineDescription}|timing`);
  const beltYears = [5, 6, 10][hash % 3] ?? 10;
  const beltMiles = [60_000, 72_000, 100_000, 125_000][(hash >>> 4) % 4] ?? 100_000;
  const fixed = {
    id: '1',
    name: 'Fixed service intervals',
    periods: [
      {
        name: 'Interim service',
        months: 12,
        miles: 12_000,
        combinable: false,
        tasks: ['interimInspection', 'oilAndFilter'],
      },
      {
        name: 'Full service',
        months: 24,
        miles: 24_000,
        combinable: false,
        tasks: ['fullInspection', 'oilAndFilter', 'airFilter', 'cabinFilter', ...fuel, '?wiperBlades'],
      },
      brakeFluid,
      ...(facts.timing === 'belt'
        ? [
            {
              name: 'Timing belt',
              months: beltYears * 12,
              miles: beltMiles,
              combinable: true,
              tasks: ['timingBeltWaterPump', '?auxBelt'],
            },
          ]
        : []),
      { name: 'Coolant', months: 120, miles: 150_000, combinable: true, tasks: ['coolant'] },
    ],
  };
  if (!variableMakes.has(facts.variant.make)) return [fixed];
  const variable = {
    id: '2',
    name: 'Variable service (service indicator)',
    periods: [
      {
        name: 'Variable service',
        months: 24,
        miles: 18_000,
        combinable: false,
        tasks: ['fullInspection', 'oilAndFilter', 'cabinFilter'],
      },
      { name: 'Filters and plugs', months: 48, miles: 36_000, combinable: true, tasks: ['airFilter', ...fuel] },
      brakeFluid,
    ],
  };
  return [fixed, variable];
}

export function buildMaintenanceSystems(facts: VehicleFacts, tree: TaskTree): MaintenanceSystem[] {
  const code = facts.makeCode;
  const taskOf = (planned: string): (MaintenanceTask & OverlapTask) | null => {
    const required = !planned.startsWith('?');
    const key = planned.replace(/^\?/, '');
    const inspection = inspections[key as keyof typeof inspections];
    if (inspection) {
      const [work, description, value] = inspection;
      const extra = key === 'fullInspection' && facts.heavy ? 10 : 0;
      return { id: `1W0${work}000${code}0`, description, value: value + extra, required, genarts: [], includes: [] };
    }
    const task = tree.byKey.get(key);
    return task ? { ...task, required } : null;
  };

  return plansFor(facts).map((system) => ({
    id: `1Y0${system.id}000000${code}0`,
    description: system.name,
    periods: system.periods.map((plan, index): MaintenancePeriod => {
      const tasks = plan.tasks.flatMap((planned) => taskOf(planned) ?? []);
      const periodTasks = new Map(tasks.map((task) => [task.id, task]));
      const chosen = tasks.map((task) => ({ repairTaskId: task.id, defaultTime: task.value }));
      return {
        id: `1P0${system.id}${String(index + 1).padStart(2, '0')}0000${code}0`,
        description: `${plan.name}: every ${interval(plan.months, plan.miles)}`,
        months: plan.months,
        miles: plan.miles,
        combinable: plan.combinable,
        time: repairTaskOverlap(periodTasks, chosen).total,
        tasks: tasks.map(({ id, description, value, required, genarts }) => ({
          id,
          description,
          value,
          required,
          genarts,
        })),
      };
    }),
  }));
}
