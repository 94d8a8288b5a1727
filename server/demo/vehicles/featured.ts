/**
 * Registered vehicles every demo database holds, whatever the seed and size, so that tests,
 * the README and a person at the counter can name them. Their plates agree with their dates
 * (a cherished mark is older than its car, as the DVLA requires) and their VINs pass the
 * check digit (computed with contract/vehicles/vin.ts). Their MOT histories run up to the
 * day of generation like every other car's, from a random stream of their own, with the
 * scripted events below.
 */
import { featuredVariants, variants, type DemoVariant } from '../../providers/car-parc';

export interface FeaturedDefect {
  text: string;
  type: 'ADVISORY' | 'MINOR' | 'MAJOR' | 'DANGEROUS';
  dangerous: boolean;
}

interface FeaturedBase {
  vin: string;
  variant: DemoVariant;
  country: 'GB' | 'NI' | 'IE';
  colour: string;
  hasOutstandingRecall: 'Yes' | 'No' | 'Unknown' | 'Unavailable';
  /** Miles a year, before a little randomness. */
  annualMileage: number;
}

export interface FeaturedRegisteredVehicle extends FeaturedBase {
  vrm: string;
  registrationDate: string;
  manufactureDate: string;
  /** The car's plate until a cherished mark was put on it: its earlier MOT tests show it. */
  previousVrm?: { vrm: string; until: string };
  /** Chance of an unscripted failure at each test (default 0.15). */
  failRate?: number;
  /** The nth test (1 = the first) fails with these defects; the retest passes with the others. */
  scriptedFailures?: { test: number; failed: FeaturedDefect[]; retestAfterDays: number; retest: FeaturedDefect[] }[];
}

/** A car registered a few weeks before the day of generation: its plate carries that day's age identifier. */
export interface FeaturedNewVehicle extends FeaturedBase {
  memoryTag: string;
  serialLetters: string;
  daysBeforeToday: number;
  daysBuiltBeforeRegistration: number;
}

const registered = (vehicle: FeaturedRegisteredVehicle) => vehicle;
const brandNew = (vehicle: FeaturedNewVehicle) => vehicle;

function variant(make: string, model: string, engine: string): DemoVariant {
  const found = variants.find((v) => v.make === make && v.model === model && v.name === engine);
  if (!found) throw new Error(`No demo variant ${make} ${model} ${engine}`);
  return found;
}

const advisory = (text: string): FeaturedDefect => ({ text, type: 'ADVISORY', dangerous: false });

export const featuredVehicles = {
  /** The demo's Focus (its pads are featured product 100001): a failed MOT in 2023 and a retest four days later. */
  focus: registered({
    vrm: 'WB19KFD',
    vin: 'WF0NXXGC0KS712345',
    variant: featuredVariants.focusEcoBoost2019,
    country: 'GB',
    registrationDate: '2019-04-12',
    manufactureDate: '2019-02-20',
    colour: 'Blue',
    hasOutstandingRecall: 'No',
    annualMileage: 7_800,
    failRate: 0,
    scriptedFailures: [
      {
        test: 2,
        failed: [
          {
            text: 'Nearside Front Tyre tread depth below requirements of 1.6mm (5.2.3 (e))',
            type: 'DANGEROUS',
            dangerous: true,
          },
          {
            text: 'Offside Front Coil spring fractured or seriously weakened (5.3.1 (b) (i))',
            type: 'MAJOR',
            dangerous: false,
          },
          {
            text:
              'Nearside Front Anti-roll bar linkage ball joint dust cover ' +
              'no longer prevents the ingress of dirt (5.3.4 (a) (i))',
            type: 'MINOR',
            dangerous: false,
          },
          advisory('Offside Rear Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (ii))'),
        ],
        retestAfterDays: 4,
        retest: [
          advisory('Offside Rear Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (ii))'),
          advisory('Offside Front Tyre worn close to legal limit/worn on edge (5.2.3 (e))'),
          advisory('Oil leak, but not excessive and not dripping'),
        ],
      },
    ],
  }),
  /** A high-mileage diesel: over 100,000 miles, tested since 2019. */
  golf: registered({
    vrm: 'WB16GLF',
    vin: 'WVWZZZAU3GW512345',
    variant: featuredVariants.golfTdi2016,
    country: 'GB',
    registrationDate: '2016-03-18',
    manufactureDate: '2016-02-10',
    colour: 'Grey',
    hasOutstandingRecall: 'Yes',
    annualMileage: 13_400,
  }),
  /** Irish: an NCT country, so no MOT history ('191' = January–June 2019, Dublin). */
  corolla: registered({
    vrm: '191-D-12345',
    vin: 'SB1KZ3BE4K0012345',
    variant: featuredVariants.corollaHybrid2019,
    country: 'IE',
    registrationDate: '2019-02-08',
    manufactureDate: '2019-01-10',
    colour: 'White',
    hasOutstandingRecall: 'Unavailable',
    annualMileage: 9_000,
  }),
  /** Northern Ireland: DVA tests from four years old, which carry no defects. */
  northernIreland: registered({
    vrm: 'LKZ1234',
    vin: 'TMBJJ7NE9H0214365',
    variant: variant('Skoda', 'Octavia Mk3', '2.0 TDI 150'),
    country: 'NI',
    registrationDate: '2017-06-20',
    manufactureDate: '2017-05-02',
    colour: 'Silver',
    hasOutstandingRecall: 'No',
    annualMileage: 11_000,
  }),
  /** A cherished prefix-era mark ('K' = 1992–93) put on a 2017 car in 2024: its earlier tests show 'YH67 LRD'. */
  cherishedPrefix: registered({
    vrm: 'K7WBY',
    vin: 'SALCA2BN5HH690123',
    variant: variant('Land Rover', 'Discovery Sport', '2.0 TD4 150'),
    country: 'GB',
    registrationDate: '2017-09-15',
    manufactureDate: '2017-08-01',
    colour: 'Black',
    hasOutstandingRecall: 'No',
    annualMileage: 12_000,
    previousVrm: { vrm: 'YH67LRD', until: '2024-05-01' },
  }),
  /** A suffix-era mark ('T' = 1978–79) the car has carried from new. */
  cherishedSuffix: registered({
    vrm: 'WBY42T',
    vin: 'WBA8E9C56FK123456',
    variant: variant('BMW', '3 Series F30', '320d'),
    country: 'GB',
    registrationDate: '2015-10-02',
    manufactureDate: '2015-08-20',
    colour: 'White',
    hasOutstandingRecall: 'No',
    annualMileage: 10_500,
  }),
  /**
   * A Focus of the changeover year: in September 2018 both the Mk3 and the Mk4 were sold with the
   * 1.0 EcoBoost 125, so a registration service's make, model, engine size and year match two
   * catalogue variants and refinement asks which (it is a Mk4).
   */
  changeoverFocus: registered({
    vrm: 'WB68FCS',
    vin: 'WF0NXXGC4JS654321',
    variant: featuredVariants.focusEcoBoost2019,
    country: 'GB',
    registrationDate: '2018-09-14',
    manufactureDate: '2018-08-02',
    colour: 'Blue',
    hasOutstandingRecall: 'No',
    annualMileage: 8_500,
  }),
  /** A personal plate on a parts van: 'P4 RTS'. */
  personalPlate: registered({
    vrm: 'P4RTS',
    vin: 'WF0YXXTT9JK712345',
    variant: variant('Ford', 'Transit Custom', '2.0 EcoBlue 130'),
    country: 'GB',
    registrationDate: '2018-03-01',
    manufactureDate: '2018-01-15',
    colour: 'White',
    hasOutstandingRecall: 'Unknown',
    annualMileage: 14_000,
  }),
  /**
   * Brand new, no MOT yet: 'WB' + the age identifier of its registration day + 'HEV' ('WB76HEV'
   * when generated in November 2026), first test due three years on. The VIN's model year is
   * 2026 ('T') whatever the day of generation.
   */
  newSportage: brandNew({
    memoryTag: 'WB',
    serialLetters: 'HEV',
    daysBeforeToday: 38,
    daysBuiltBeforeRegistration: 30,
    vin: 'U5YPX81CXTL123456',
    variant: featuredVariants.sportageHybrid2026,
    country: 'GB',
    colour: 'Grey',
    hasOutstandingRecall: 'No',
    annualMileage: 9_000,
  }),
};
