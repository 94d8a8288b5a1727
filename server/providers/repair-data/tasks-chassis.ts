import { bookTime } from './local-vehicle-facts';
import { combustion, fixed, litresOver1, type GroupTemplate } from './task-template';

/**
 * Suspension and steering, cooling, exhaust. A shock absorber and a coil spring on one side
 * share taking the strut out; a track rod end includes the alignment that must follow it; a
 * radiator includes refilling the coolant.
 */
const suspension: GroupTemplate = {
  code: '31',
  description: 'Suspension and steering',
  subgroups: [
    {
      code: '10',
      description: 'Front suspension',
      tasks: [
        {
          key: 'frontStrut',
          code: '3110',
          description: 'Front suspension strut - remove and refit (one side)',
          own: (f) => (f.heavy ? 90 : 80),
        },
        {
          key: 'frontShock',
          code: '3112',
          description: 'Front shock absorber - renew (one side)',
          keywords: 'shocks damper',
          own: fixed(20),
          includes: ['frontStrut'],
          parts: () => [['shockAbsorber', 1, true]],
        },
        {
          key: 'frontSpring',
          code: '3114',
          description: 'Front coil spring - renew (one side)',
          own: fixed(15),
          includes: ['frontStrut'],
          parts: () => [['coilSpring', 1, true]],
        },
        {
          key: 'dropLink',
          code: '3120',
          description: 'Front anti-roll bar link - renew (one side)',
          keywords: 'drop link stabiliser',
          own: fixed(30),
          parts: () => [['stabiliserLink', 1, true]],
        },
        {
          key: 'lowerArm',
          code: '3130',
          description: 'Front lower arm - renew (one side)',
          keywords: 'wishbone control arm',
          own: (f) => bookTime(70 + f.jitter('arm', 10), 60, 90),
          includes: ['alignment'],
          parts: () => [['controlArm', 1, true]],
        },
        {
          key: 'wheelBearing',
          code: '3140',
          description: 'Front wheel bearing - renew (one side)',
          own: (f) => bookTime(120 + (f.heavy ? 20 : 0) + f.jitter('bearing', 15), 100, 160),
          parts: () => [['wheelBearingKit', 1, true]],
        },
      ],
    },
    {
      code: '20',
      description: 'Rear suspension',
      tasks: [
        {
          key: 'rearShock',
          code: '3210',
          description: 'Rear shock absorber - renew (one side)',
          keywords: 'shocks damper',
          own: (f) => (f.heavy ? 60 : 50),
          parts: () => [['shockAbsorber', 1, true]],
        },
        {
          key: 'rearSpring',
          code: '3214',
          description: 'Rear coil spring - renew (one side)',
          own: fixed(60),
          parts: () => [['coilSpring', 1, true]],
        },
      ],
    },
    {
      code: '30',
      description: 'Steering',
      tasks: [
        {
          key: 'alignment',
          code: '3310',
          description: 'Four-wheel alignment - check and adjust',
          keywords: 'tracking geometry',
          own: fixed(60),
        },
        {
          key: 'trackRodEnd',
          code: '3320',
          description: 'Track rod end - renew (one side)',
          keywords: 'tie rod tracking',
          own: fixed(40),
          includes: ['alignment'],
          parts: () => [['tieRodEnd', 1, true]],
        },
      ],
    },
  ],
};

const cooling: GroupTemplate = {
  code: '41',
  description: 'Cooling',
  subgroups: [
    {
      code: '10',
      description: 'Cooling system',
      tasks: [
        {
          key: 'coolant',
          code: '4110',
          description: 'Coolant - drain and refill',
          keywords: 'antifreeze',
          own: (f) => (f.electric ? 90 : 60),
          parts: () => [['antifreeze', 1, true]],
        },
        {
          key: 'radiator',
          code: '4120',
          description: 'Radiator - renew',
          own: (f) => bookTime(70 + litresOver1(f) * 40 + (f.heavy ? 20 : 0) + f.jitter('radiator', 10), 60, 130),
          includes: ['coolant'],
          when: combustion,
          parts: () => [
            ['radiator', 1, true],
            ['antifreeze', 1, true],
          ],
        },
        {
          key: 'thermostat',
          code: '4130',
          description: 'Thermostat - renew',
          own: (f) => bookTime(50 + f.jitter('thermostat', 15), 30, 80),
          includes: ['coolant'],
          when: combustion,
          parts: () => [
            ['thermostat', 1, true],
            ['gasket', 1, true],
            ['antifreeze', 1, false],
          ],
        },
        {
          key: 'waterPump',
          code: '4140',
          description: 'Water pump - renew',
          // With a timing belt the pump comes out with it: "Timing belt and water pump - renew".
          own: (f) => bookTime(90 + litresOver1(f) * 40 + f.jitter('pump', 10), 80, 160),
          includes: ['coolant'],
          when: (f) => f.timing === 'chain',
          parts: () => [
            ['waterPump', 1, true],
            ['antifreeze', 1, true],
          ],
        },
      ],
    },
  ],
};

const exhaust: GroupTemplate = {
  code: '51',
  description: 'Exhaust',
  subgroups: [
    {
      code: '10',
      description: 'Exhaust system',
      tasks: [
        {
          key: 'rearSilencer',
          code: '5110',
          description: 'Rear silencer - renew',
          keywords: 'back box exhaust',
          own: (f) => bookTime(60 + f.jitter('silencer', 10), 50, 70),
          when: combustion,
          parts: () => [
            ['endSilencer', 1, true],
            ['exhaustMountingKit', 1, false],
          ],
        },
        {
          key: 'catalyst',
          code: '5120',
          description: 'Catalytic converter - renew',
          keywords: 'cat exhaust',
          own: (f) => bookTime(120 + (f.diesel ? 30 : 0) + f.jitter('cat', 15), 100, 180),
          when: combustion,
          parts: () => [['catalyticConverter', 1, true]],
        },
        {
          key: 'particulateFilter',
          code: '5130',
          description: 'Diesel particulate filter - renew',
          keywords: 'dpf exhaust',
          own: (f) => bookTime(180 + (f.heavy ? 30 : 0) + f.jitter('dpf', 20), 150, 250),
          when: (f) => f.diesel,
          parts: () => [['particulateFilter', 1, true]],
        },
      ],
    },
  ],
};

/** Suspension and steering, cooling, exhaust. */
export const chassisGroups: readonly GroupTemplate[] = [suspension, cooling, exhaust];
