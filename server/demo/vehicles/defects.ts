import type { Random } from '../../prng';
import type { FeaturedDefect } from './featured';
import type { MotDefectRow } from './rows';

type Severity = FeaturedDefect['type'];
/** DVSA's texts with their inspection-manual references; '{wheel}' and '{side}' take a position. */
const defectTexts: readonly (readonly [text: string, type: Severity])[] = [
  // Tyres
  ['{wheel} Tyre worn close to legal limit/worn on edge (5.2.3 (e))', 'ADVISORY'],
  ['{wheel} Tyre slightly damaged/cracking or perishing (5.2.3 (d) (ii))', 'ADVISORY'],
  ['{wheel} Tyre tread depth below requirements of 1.6mm (5.2.3 (e))', 'DANGEROUS'],
  ['{wheel} Tyre has ply or cords exposed (5.2.3 (b))', 'DANGEROUS'],
  [
    '{wheel} Tyre has a cut in excess of the requirements deep enough to reach the ply or cords (5.2.3 (d) (i))',
    'MAJOR',
  ],
  // Brakes
  ['{wheel} Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (ii))', 'ADVISORY'],
  ['{wheel} Brake pad(s) wearing thin (1.1.13 (a) (ii))', 'ADVISORY'],
  ['{wheel} Brake pad(s) less than 1.5 mm thick (1.1.13 (a) (ii))', 'MAJOR'],
  ['Brake pipe corroded, covered in grease or other material (1.1.11 (c))', 'ADVISORY'],
  ['{side} Rear Brake hose slightly damaged or chafed (1.1.12 (c))', 'MINOR'],
  ['Front Brakes imbalanced across an axle (1.2.1 (b))', 'MAJOR'],
  // Suspension and steering
  [
    '{wheel} Anti-roll bar linkage ball joint dust cover no longer prevents the ingress of dirt (5.3.4 (a) (i))',
    'MINOR',
  ],
  ['{wheel} Coil spring fractured or seriously weakened (5.3.1 (b) (i))', 'MAJOR'],
  [
    '{side} Front Lower Suspension arm pin or bush worn but not resulting in excessive movement (5.3.4 (a))',
    'ADVISORY',
  ],
  ['{side} Front Lower Suspension arm ball joint has excessive play (5.3.4 (a) (i))', 'MAJOR'],
  ['{wheel} Shock absorber has a light misting of oil (5.3.2 (b))', 'ADVISORY'],
  ['{wheel} Shock absorber leaking (5.3.2 (b))', 'MAJOR'],
  ['{side} Track rod end ball joint has slight play (2.1.3 (b))', 'ADVISORY'],
  // Lights
  ['{side} Headlamp aim too low (4.1.2 (a))', 'MAJOR'],
  ['{side} Headlamp lens slightly damaged (4.1.1 (b) (i))', 'ADVISORY'],
  ['Registration plate lamp inoperative in the case of multiple lamps or light sources (4.7.1 (b) (i))', 'MINOR'],
  ['{side} Rear Stop lamp not working (4.3.1 (a) (ii))', 'MAJOR'],
  ['{side} Front Position lamp not working (4.2.1 (a) (ii))', 'MAJOR'],
  // Exhaust and emissions
  ['Exhaust has a minor leak of exhaust gases (6.1.2 (a))', 'ADVISORY'],
  ['Exhaust has a major leak of exhaust gases (6.1.2 (a))', 'MAJOR'],
  ['Exhaust corroded but not leaking', 'ADVISORY'],
  // Corrosion and body
  ['{side} Sill corroded but not seriously weakened (6.1.1 (a))', 'ADVISORY'],
  ['Rear Sub-frame corroded but not seriously weakened (5.3.5 (c))', 'ADVISORY'],
  ['{side} Sill excessively corroded, seriously affecting its strength (6.1.1 (a))', 'MAJOR'],
  // Engine, windscreen
  ['Oil leak, but not excessive and not dripping', 'ADVISORY'],
  ['Engine leaking oil (8.4.1 (a) (i))', 'MINOR'],
  ['Windscreen has damage to an area less than a 40mm circle outside zone A', 'ADVISORY'],
  ['Wiper blade defective (3.5 (b))', 'MINOR'],
];
const defectsOf = (types: Severity[]) => defectTexts.filter(([, type]) => types.includes(type));
export const advisories = defectsOf(['ADVISORY']);
export const minors = defectsOf(['MINOR']);
export const failures = defectsOf(['MAJOR', 'DANGEROUS']);
const wheels = ['Nearside Front', 'Offside Front', 'Nearside Rear', 'Offside Rear'];
const sides = ['Nearside', 'Offside'];
const severityOrder: Record<string, number> = { DANGEROUS: 0, MAJOR: 1, FAIL: 1, PRS: 2, MINOR: 3, ADVISORY: 4 };
/** The day the MOT took on EU defect categories; before it a failure was 'FAIL' and there were no minors. */
const NEW_DEFECT_CATEGORIES = '2018-05-20';

/** Adds `count` defects from the pool to `into`, each text once (a few tries, so a small pool cannot hold it up). */
export function drawDefects(r: Random, pool: typeof defectTexts, count: number, into: Map<string, MotDefectRow>) {
  for (let attempt = 0; attempt < count * 4 && count > 0; attempt++) {
    const [template, type] = r.pick(pool);
    const text = template.replace('{wheel}', r.pick(wheels)).replace('{side}', r.pick(sides));
    if (into.has(text)) continue;
    into.set(text, { text, type, dangerous: type === 'DANGEROUS' });
    count--;
  }
}

/** As the test of that day recorded them: old categories before May 2018, the worst first. */
export function asRecorded(defects: Iterable<MotDefectRow>, day: string): MotDefectRow[] {
  const old = day < NEW_DEFECT_CATEGORIES;
  return [...defects]
    .map((defect) => {
      if (!old) return defect;
      if (defect.type === 'MAJOR' || defect.type === 'DANGEROUS') return { ...defect, type: 'FAIL', dangerous: false };
      return defect.type === 'MINOR' ? { ...defect, type: 'ADVISORY' } : defect;
    })
    .sort((a, b) => (severityOrder[a.type] ?? 9) - (severityOrder[b.type] ?? 9));
}
