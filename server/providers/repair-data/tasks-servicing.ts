import { bookTime } from './local-vehicle-facts';
import { combustion, fixed, litresOver1, type GroupTemplate } from './task-template';

/**
 * Electrical and servicing: an electric car keeps its 12 V battery, bulbs, wipers and pollen
 * filter, and has no oil, air or fuel filter or spark plugs to change.
 */
const electrical: GroupTemplate = {
  code: '61',
  description: 'Electrical',
  subgroups: [
    {
      code: '10',
      description: 'Starting and charging',
      tasks: [
        {
          key: 'battery',
          code: '6110',
          description: 'Battery - renew',
          keywords: '12v',
          // Electric cars' 12 V battery sits deeper; BMW and MINI register a new battery with the car.
          own: (f) => (f.electric ? 30 : 20) + (['BMW', 'MINI'].includes(f.variant.make) ? 10 : 0),
          parts: () => [['battery', 1, true]],
        },
        {
          key: 'alternator',
          code: '6120',
          description: 'Alternator - renew',
          own: (f) => bookTime(90 + litresOver1(f) * 60 + (f.heavy ? 20 : 0) + f.jitter('alternator', 15), 80, 180),
          when: (f) => f.starterAndAlternator,
          parts: () => [['alternator', 1, true]],
        },
        {
          key: 'starter',
          code: '6130',
          description: 'Starter motor - renew',
          own: (f) => bookTime(90 + litresOver1(f) * 80 + (f.diesel ? 20 : 0) + f.jitter('starter', 15), 80, 200),
          when: (f) => f.starterAndAlternator,
          parts: () => [['starter', 1, true]],
        },
      ],
    },
    {
      code: '20',
      description: 'Lighting and wipers',
      tasks: [
        {
          key: 'headlampBulb',
          code: '6210',
          description: 'Headlamp bulb - renew (one side)',
          keywords: 'headlight',
          own: (f) => bookTime(30 + f.jitter('bulb', 15), 15, 50),
          parts: () => [['headlightBulb', 1, true]],
        },
        {
          key: 'wiperBlades',
          code: '6220',
          description: 'Front wiper blades - renew',
          own: fixed(10),
          parts: () => [['wiperBlade', 2, true]],
        },
      ],
    },
  ],
};

const servicing: GroupTemplate = {
  code: '71',
  description: 'Servicing',
  subgroups: [
    {
      code: '10',
      description: 'Engine oil',
      tasks: [
        {
          key: 'oilAndFilter',
          code: '7110',
          description: 'Engine oil and filter - renew',
          keywords: 'oil change service',
          own: (f) => (f.variant.bodyType === 'Van' ? 50 : 40),
          when: combustion,
          parts: (f) => [
            ['oilFilter', 1, true],
            ['engineOil', f.oilLitres, true],
          ],
        },
      ],
    },
    {
      code: '20',
      description: 'Filters',
      tasks: [
        {
          key: 'airFilter',
          code: '7210',
          description: 'Air filter - renew',
          own: (f) => bookTime(20 + f.jitter('air', 5), 15, 30),
          when: combustion,
          parts: () => [['airFilter', 1, true]],
        },
        {
          key: 'cabinFilter',
          code: '7220',
          description: 'Pollen filter - renew',
          keywords: 'cabin filter interior',
          own: (f) => bookTime(20 + f.jitter('pollen', 10), 10, 30),
          parts: () => [['cabinFilter', 1, true]],
        },
        {
          key: 'fuelFilter',
          code: '7230',
          description: 'Fuel filter - renew',
          own: (f) => bookTime(45 + f.jitter('fuel', 10), 35, 60),
          when: (f) => f.diesel,
          parts: () => [['fuelFilter', 1, true]],
        },
      ],
    },
    {
      code: '30',
      description: 'Ignition',
      tasks: [
        {
          key: 'sparkPlugs',
          code: '7310',
          description: 'Spark plugs - renew',
          keywords: 'plugs',
          own: (f) => bookTime(15 * f.cylinders + f.jitter('plugs', 5), 35, 90),
          when: (f) => !f.electric && !f.diesel,
          parts: (f) => [['sparkPlug', f.cylinders, true]],
        },
      ],
    },
  ],
};

/** Electrical, servicing. */
export const servicingGroups: readonly GroupTemplate[] = [electrical, servicing];
