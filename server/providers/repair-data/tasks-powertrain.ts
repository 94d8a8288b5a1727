import { bookTime, type VehicleFacts } from './local-vehicle-facts';
import { combustion, fixed, litresOver1, type GroupTemplate } from './task-template';

const brakes: GroupTemplate = {
  code: '15',
  description: 'Brakes',
  subgroups: [
    {
      code: '10',
      description: 'Front brakes',
      tasks: [
        {
          key: 'frontPads',
          code: '1510',
          description: 'Front brake pads - renew',
          keywords: 'brakes',
          own: fixed(70),
          parts: () => [
            ['brakePadSet', 1, true],
            ['padAccessoryKit', 1, false],
          ],
        },
        {
          key: 'frontDiscs',
          code: '1822',
          description: 'Front brake discs and pads - renew',
          keywords: 'brakes rotors',
          own: fixed(40),
          includes: ['frontPads'],
          parts: () => [
            ['brakeDisc', 2, true],
            ['brakePadSet', 1, true],
            ['padAccessoryKit', 1, false],
          ],
        },
        {
          key: 'frontCaliper',
          code: '1530',
          description: 'Front brake caliper - renew (one side)',
          own: (f) => bookTime(90 + f.jitter('caliper', 10), 80, 100),
          parts: () => [
            ['brakeCaliper', 1, true],
            ['brakeFluid', 1, true],
          ],
        },
      ],
    },
    {
      code: '20',
      description: 'Rear brakes',
      tasks: [
        {
          key: 'rearPads',
          code: '1610',
          description: 'Rear brake pads - renew',
          keywords: 'brakes',
          own: fixed(90),
          parts: () => [
            ['brakePadSet', 1, true],
            ['padAccessoryKit', 1, false],
          ],
        },
        {
          key: 'rearDiscs',
          code: '1622',
          description: 'Rear brake discs and pads - renew',
          keywords: 'brakes rotors',
          own: fixed(40),
          includes: ['rearPads'],
          parts: () => [
            ['brakeDisc', 2, true],
            ['brakePadSet', 1, true],
          ],
        },
      ],
    },
    {
      code: '30',
      description: 'Brake hydraulics',
      tasks: [
        {
          key: 'brakeFluid',
          code: '1710',
          description: 'Brake fluid - renew',
          keywords: 'bleed brakes',
          own: (f) => (f.heavy ? 70 : 60),
          parts: () => [['brakeFluid', 1, true]],
        },
      ],
    },
  ],
};

const timingBelt = (f: VehicleFacts) =>
  bookTime(250 + litresOver1(f) * 100 + (f.diesel ? 30 : 0) + (f.heavy ? 20 : 0) + f.jitter('belt', 10), 250, 400);

const engine: GroupTemplate = {
  code: '13',
  description: 'Engine / timing',
  subgroups: [
    {
      code: '10',
      description: 'Timing',
      tasks: [
        {
          key: 'timingBelt',
          code: '1310',
          description: 'Timing belt - renew',
          keywords: 'cambelt cam belt kit',
          own: timingBelt,
          when: (f) => f.timing === 'belt',
          parts: () => [['timingBeltKit', 1, true]],
        },
        {
          key: 'timingBeltWaterPump',
          code: '1312',
          description: 'Timing belt and water pump - renew',
          keywords: 'cambelt cam belt kit',
          own: fixed(40),
          includes: ['timingBelt'],
          when: (f) => f.timing === 'belt',
          parts: () => [
            ['timingBeltKit', 1, true],
            ['waterPump', 1, true],
            ['antifreeze', 1, false],
          ],
        },
        {
          key: 'timingChain',
          code: '1320',
          description: 'Timing chain kit - renew',
          keywords: 'cam chain',
          own: (f) => bookTime(450 + litresOver1(f) * 150 + (f.heavy ? 40 : 0) + f.jitter('chain', 20), 450, 700),
          when: (f) => f.timing === 'chain',
        },
      ],
    },
    {
      code: '20',
      description: 'Ancillaries and glow plugs',
      tasks: [
        {
          key: 'auxBelt',
          code: '1350',
          description: 'Auxiliary drive belt - renew',
          keywords: 'fan belt drive belt serpentine',
          own: (f) => bookTime(40 + litresOver1(f) * 20 + f.jitter('aux', 5), 35, 70),
          when: combustion,
          parts: () => [['ribbedBelt', 1, true]],
        },
        {
          key: 'glowPlugs',
          code: '1410',
          description: 'Glow plugs - renew (all)',
          own: (f) => bookTime(30 * f.cylinders + f.jitter('glow', 10), 90, 150),
          when: (f) => f.diesel,
          parts: (f) => [['glowPlug', f.cylinders, true]],
        },
      ],
    },
  ],
};

const clutchTime = (f: VehicleFacts) =>
  bookTime(300 + litresOver1(f) * 150 + (f.diesel ? 40 : 0) + (f.heavy ? 60 : 0) + f.jitter('clutch', 15), 300, 600);

const clutch: GroupTemplate = {
  code: '21',
  description: 'Clutch and gearbox',
  subgroups: [
    {
      code: '10',
      description: 'Clutch',
      tasks: [
        {
          key: 'clutchKit',
          code: '2110',
          description: 'Clutch kit - renew',
          own: clutchTime,
          when: (f) => f.clutch,
          parts: () => [['clutchKit', 1, true]],
        },
        {
          key: 'clutchFlywheel',
          code: '2112',
          description: 'Clutch kit and dual-mass flywheel - renew',
          keywords: 'dmf',
          own: fixed(50),
          includes: ['clutchKit'],
          when: (f) => f.clutch && (f.diesel || f.variant.powerKw >= 100),
          parts: () => [
            ['clutchKit', 1, true],
            ['flywheel', 1, true],
          ],
        },
        {
          key: 'clutchBleed',
          code: '2130',
          description: 'Clutch hydraulic system - bleed',
          own: fixed(40),
          when: (f) => f.clutch,
          parts: () => [['brakeFluid', 1, true]],
        },
      ],
    },
    {
      code: '20',
      description: 'Manual gearbox',
      tasks: [
        {
          key: 'gearboxOil',
          code: '2210',
          description: 'Manual gearbox oil - drain and refill',
          keywords: 'transmission',
          own: (f) => (f.heavy ? 60 : 50),
          when: (f) => f.clutch,
        },
      ],
    },
  ],
};

/** Brakes, engine and timing, clutch and gearbox. */
export const powertrainGroups: readonly GroupTemplate[] = [brakes, engine, clutch];
