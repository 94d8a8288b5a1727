/**
 * The car parc of the UK and Ireland: the makes and models a trade counter sees every day, each
 * generation with its years, and its common engines and fuels. Every variant has a TecDoc-style
 * id derived from its make, model and engine (not from its place in this list), so adding a
 * model or an engine anywhere leaves every other id as it was; renaming a variant changes its
 * id. Registered vehicles are built on these ids.
 */
import { stableHash } from '../prng';

export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric';

type Engine = [description: string, cc: number | null, fuel: Fuel, kw: number, from?: number, to?: number | null];
type Model = [name: string, from: number, to: number | null, body: string, engines: Engine[]];

// One row per model generation, as the trade lists them: easier to read and check than one value per line.
// prettier-ignore
const parc: [make: string, models: Model[]][] = [
  ['Ford', [
    ['Fiesta Mk7', 2008, 2017, 'Hatchback', [['1.25 Duratec', 1242, 'petrol', 60], ['1.0 EcoBoost', 998, 'petrol', 74, 2012], ['1.5 TDCi', 1499, 'diesel', 55, 2012]]],
    ['Fiesta Mk8', 2017, 2023, 'Hatchback', [['1.0 EcoBoost 100', 998, 'petrol', 74], ['1.0 EcoBoost mHEV 125', 998, 'hybrid', 92, 2020], ['1.5 EcoBlue', 1499, 'diesel', 63]]],
    ['Focus Mk3', 2011, 2018, 'Hatchback', [['1.0 EcoBoost 125', 998, 'petrol', 92, 2012], ['1.6 Ti-VCT', 1596, 'petrol', 92], ['1.6 TDCi', 1560, 'diesel', 85], ['2.0 TDCi', 1997, 'diesel', 110]]],
    ['Focus Mk4', 2018, 2025, 'Hatchback', [['1.0 EcoBoost 125', 998, 'petrol', 92], ['1.5 EcoBoost 150', 1497, 'petrol', 110], ['1.5 EcoBlue 120', 1499, 'diesel', 88], ['2.0 EcoBlue 150', 1995, 'diesel', 110], ['1.0 EcoBoost mHEV 155', 998, 'hybrid', 114, 2020]]],
    ['Kuga Mk3', 2019, null, 'SUV', [['1.5 EcoBoost 150', 1497, 'petrol', 110], ['2.5 PHEV', 2488, 'hybrid', 167], ['1.5 EcoBlue 120', 1499, 'diesel', 88]]],
    ['Transit Custom', 2012, 2023, 'Van', [['2.2 TDCi 125', 2198, 'diesel', 92, 2012, 2016], ['2.0 EcoBlue 130', 1995, 'diesel', 96, 2016]]],
  ]],
  ['Vauxhall', [
    ['Corsa E', 2014, 2019, 'Hatchback', [['1.2', 1229, 'petrol', 51], ['1.4', 1398, 'petrol', 66], ['1.3 CDTi', 1248, 'diesel', 55]]],
    ['Corsa F', 2019, null, 'Hatchback', [['1.2 75', 1199, 'petrol', 55], ['1.2 Turbo 100', 1199, 'petrol', 74], ['Electric 136', null, 'electric', 100]]],
    ['Astra K', 2015, 2021, 'Hatchback', [['1.0 Turbo 105', 999, 'petrol', 77], ['1.4 Turbo 150', 1399, 'petrol', 110], ['1.6 CDTi 136', 1598, 'diesel', 100]]],
    ['Insignia B', 2017, 2022, 'Hatchback', [['1.5 Turbo 165', 1490, 'petrol', 121], ['2.0 Turbo D 170', 1956, 'diesel', 125]]],
    ['Mokka', 2020, null, 'SUV', [['1.2 Turbo 130', 1199, 'petrol', 96], ['Electric 136', null, 'electric', 100]]],
  ]],
  ['Volkswagen', [
    ['Polo Mk6', 2017, null, 'Hatchback', [['1.0 MPI 80', 999, 'petrol', 59], ['1.0 TSI 95', 999, 'petrol', 70], ['1.6 TDI 95', 1598, 'diesel', 70, 2017, 2021]]],
    ['Golf Mk7', 2012, 2020, 'Hatchback', [['1.4 TSI 125', 1395, 'petrol', 92], ['1.5 TSI 150', 1498, 'petrol', 110, 2017], ['1.6 TDI 110', 1598, 'diesel', 81], ['2.0 TDI 150', 1968, 'diesel', 110], ['2.0 TSI GTI', 1984, 'petrol', 169]]],
    ['Golf Mk8', 2020, null, 'Hatchback', [['1.5 TSI 130', 1498, 'petrol', 96], ['1.5 eTSI 150', 1498, 'hybrid', 110], ['2.0 TDI 115', 1968, 'diesel', 85]]],
    ['Passat B8', 2014, 2023, 'Estate', [['1.5 TSI 150', 1498, 'petrol', 110, 2018], ['2.0 TDI 150', 1968, 'diesel', 110], ['1.4 TSI GTE', 1395, 'hybrid', 160, 2015]]],
    ['Tiguan Mk2', 2016, 2024, 'SUV', [['1.5 TSI 150', 1498, 'petrol', 110, 2018], ['2.0 TDI 150', 1968, 'diesel', 110]]],
    ['ID.3', 2020, null, 'Hatchback', [['Pro 58 kWh', null, 'electric', 150]]],
  ]],
  ['BMW', [
    ['1 Series F20', 2011, 2019, 'Hatchback', [['118i', 1499, 'petrol', 100, 2015], ['116d', 1496, 'diesel', 85, 2015], ['118d', 1995, 'diesel', 110]]],
    ['3 Series F30', 2012, 2019, 'Saloon', [['320i', 1997, 'petrol', 135], ['320d', 1995, 'diesel', 140], ['330e', 1998, 'hybrid', 185, 2016]]],
    ['3 Series G20', 2019, null, 'Saloon', [['320i', 1998, 'petrol', 135], ['320d', 1995, 'diesel', 140], ['330e', 1998, 'hybrid', 215]]],
    ['X3 G01', 2017, null, 'SUV', [['xDrive20d', 1995, 'diesel', 140], ['xDrive30e', 1998, 'hybrid', 215, 2020]]],
  ]],
  ['Toyota', [
    ['Yaris XP150', 2011, 2020, 'Hatchback', [['1.0 VVT-i', 998, 'petrol', 51], ['1.5 Hybrid', 1497, 'hybrid', 74, 2012]]],
    ['Yaris XP210', 2020, null, 'Hatchback', [['1.5 Hybrid 116', 1490, 'hybrid', 85]]],
    ['Corolla E210', 2019, null, 'Hatchback', [['1.2 Turbo', 1197, 'petrol', 85, 2019, 2020], ['1.8 Hybrid', 1798, 'hybrid', 90], ['2.0 Hybrid', 1987, 'hybrid', 135]]],
    ['C-HR', 2016, 2023, 'SUV', [['1.2 Turbo', 1197, 'petrol', 85], ['1.8 Hybrid', 1798, 'hybrid', 90]]],
    ['RAV4 XA50', 2019, null, 'SUV', [['2.5 Hybrid', 2487, 'hybrid', 160]]],
  ]],
  ['Nissan', [
    ['Micra K14', 2017, 2023, 'Hatchback', [['1.0 IG-T 100', 999, 'petrol', 74]]],
    ['Qashqai J11', 2014, 2021, 'SUV', [['1.2 DIG-T 115', 1197, 'petrol', 85], ['1.3 DIG-T 140', 1332, 'petrol', 103, 2018], ['1.5 dCi 110', 1461, 'diesel', 81], ['1.6 dCi 130', 1598, 'diesel', 96]]],
    ['Qashqai J12', 2021, null, 'SUV', [['1.3 DIG-T mHEV 140', 1332, 'hybrid', 103], ['1.5 e-Power', 1497, 'hybrid', 140, 2022]]],
    ['Juke F15', 2010, 2019, 'SUV', [['1.6', 1598, 'petrol', 69], ['1.5 dCi', 1461, 'diesel', 81]]],
    ['Leaf ZE1', 2018, null, 'Hatchback', [['40 kWh', null, 'electric', 110]]],
  ]],
  ['Peugeot', [
    ['208 Mk1', 2012, 2019, 'Hatchback', [['1.2 PureTech 82', 1199, 'petrol', 60], ['1.6 BlueHDi 100', 1560, 'diesel', 73, 2014]]],
    ['208 Mk2', 2019, null, 'Hatchback', [['1.2 PureTech 100', 1199, 'petrol', 74], ['e-208', null, 'electric', 100]]],
    ['308 T9', 2013, 2021, 'Hatchback', [['1.2 PureTech 130', 1199, 'petrol', 96], ['1.5 BlueHDi 130', 1499, 'diesel', 96, 2017]]],
    ['3008 Mk2', 2016, null, 'SUV', [['1.2 PureTech 130', 1199, 'petrol', 96], ['1.5 BlueHDi 130', 1499, 'diesel', 96, 2017], ['1.6 Hybrid 225', 1598, 'hybrid', 165, 2019]]],
  ]],
  ['Renault', [
    ['Clio IV', 2012, 2019, 'Hatchback', [['0.9 TCe 90', 898, 'petrol', 66], ['1.5 dCi 90', 1461, 'diesel', 66]]],
    ['Clio V', 2019, null, 'Hatchback', [['1.0 TCe 90', 999, 'petrol', 67], ['1.6 E-Tech Hybrid 140', 1598, 'hybrid', 103, 2020]]],
    ['Megane IV', 2016, 2023, 'Hatchback', [['1.3 TCe 140', 1332, 'petrol', 103, 2018], ['1.5 Blue dCi 115', 1461, 'diesel', 85, 2018]]],
    ['Captur', 2013, 2019, 'SUV', [['0.9 TCe 90', 898, 'petrol', 66], ['1.5 dCi 90', 1461, 'diesel', 66]]],
    ['Zoe', 2013, 2024, 'Hatchback', [['R110 Z.E. 50', null, 'electric', 80, 2019]]],
  ]],
  ['Audi', [
    ['A1 8X', 2010, 2018, 'Hatchback', [['1.4 TFSI', 1390, 'petrol', 90], ['1.6 TDI', 1598, 'diesel', 66]]],
    ['A3 8V', 2012, 2020, 'Hatchback', [['1.4 TFSI', 1395, 'petrol', 92], ['1.5 TFSI', 1498, 'petrol', 110, 2017], ['2.0 TDI', 1968, 'diesel', 110]]],
    ['A4 B9', 2015, null, 'Saloon', [['2.0 TFSI', 1984, 'petrol', 140], ['2.0 TDI', 1968, 'diesel', 110]]],
    ['Q5 FY', 2016, null, 'SUV', [['2.0 TDI quattro', 1968, 'diesel', 140], ['55 TFSI e quattro', 1984, 'hybrid', 270, 2019]]],
  ]],
  ['Mercedes-Benz', [
    ['A-Class W177', 2018, null, 'Hatchback', [['A 180', 1332, 'petrol', 100], ['A 180 d', 1461, 'diesel', 85], ['A 250 e', 1332, 'hybrid', 160, 2020]]],
    ['C-Class W205', 2014, 2021, 'Saloon', [['C 200', 1991, 'petrol', 135], ['C 220 d', 2143, 'diesel', 125], ['C 300 e', 1991, 'hybrid', 235, 2019]]],
    ['E-Class W213', 2016, 2023, 'Saloon', [['E 220 d', 1950, 'diesel', 143], ['E 300 de', 1950, 'hybrid', 225, 2019]]],
    ['Sprinter W907', 2018, null, 'Van', [['314 CDI', 2143, 'diesel', 105], ['316 CDI', 2143, 'diesel', 120]]],
  ]],
  ['Kia', [
    ['Picanto JA', 2017, null, 'Hatchback', [['1.0', 998, 'petrol', 49]]],
    ['Ceed CD', 2018, null, 'Hatchback', [['1.0 T-GDi 120', 998, 'petrol', 88], ['1.6 CRDi 136', 1598, 'diesel', 100, 2018, 2021]]],
    ['Sportage QL', 2016, 2021, 'SUV', [['1.6 GDi', 1591, 'petrol', 97], ['1.7 CRDi', 1685, 'diesel', 85], ['1.6 CRDi 48V', 1598, 'hybrid', 100, 2018]]],
    ['Sportage NQ5', 2022, null, 'SUV', [['1.6 T-GDi 150', 1598, 'petrol', 110], ['1.6 T-GDi HEV', 1598, 'hybrid', 169]]],
    ['Niro', 2016, 2022, 'SUV', [['1.6 GDi Hybrid', 1580, 'hybrid', 104], ['Electric 64 kWh', null, 'electric', 150, 2018]]],
  ]],
  ['Hyundai', [
    ['i10', 2019, null, 'Hatchback', [['1.0 MPi', 998, 'petrol', 49]]],
    ['i20', 2020, null, 'Hatchback', [['1.0 T-GDi 48V', 998, 'hybrid', 74]]],
    ['i30 PD', 2017, null, 'Hatchback', [['1.0 T-GDi', 998, 'petrol', 88], ['1.6 CRDi', 1598, 'diesel', 85]]],
    ['Tucson NX4', 2020, null, 'SUV', [['1.6 T-GDi 150', 1598, 'petrol', 110], ['1.6 T-GDi HEV', 1598, 'hybrid', 169]]],
    ['Kona', 2017, 2023, 'SUV', [['1.0 T-GDi', 998, 'petrol', 88], ['Electric 64 kWh', null, 'electric', 150, 2018]]],
  ]],
  ['Skoda', [
    ['Fabia Mk3', 2014, 2021, 'Hatchback', [['1.0 MPI 75', 999, 'petrol', 55], ['1.0 TSI 95', 999, 'petrol', 70, 2017], ['1.4 TDI', 1422, 'diesel', 66, 2014, 2018]]],
    ['Octavia Mk3', 2013, 2020, 'Estate', [['1.0 TSI 115', 999, 'petrol', 85, 2015], ['1.5 TSI 150', 1498, 'petrol', 110, 2018], ['1.6 TDI 115', 1598, 'diesel', 85], ['2.0 TDI 150', 1968, 'diesel', 110]]],
    ['Octavia Mk4', 2020, null, 'Estate', [['1.5 TSI 150', 1498, 'petrol', 110], ['2.0 TDI 150', 1968, 'diesel', 110]]],
    ['Superb Mk3', 2015, 2023, 'Hatchback', [['1.5 TSI 150', 1498, 'petrol', 110, 2018], ['2.0 TDI 150', 1968, 'diesel', 110]]],
    ['Kodiaq', 2016, 2024, 'SUV', [['1.5 TSI 150', 1498, 'petrol', 110, 2018], ['2.0 TDI 150', 1968, 'diesel', 110]]],
  ]],
  ['Honda', [
    ['Jazz Mk3', 2015, 2020, 'Hatchback', [['1.3 i-VTEC', 1318, 'petrol', 75]]],
    ['Civic Mk10', 2017, 2022, 'Hatchback', [['1.0 VTEC Turbo', 988, 'petrol', 95], ['1.6 i-DTEC', 1597, 'diesel', 88, 2018]]],
    ['CR-V Mk5', 2018, 2023, 'SUV', [['1.5 VTEC Turbo', 1498, 'petrol', 127], ['2.0 i-MMD Hybrid', 1993, 'hybrid', 135, 2019]]],
  ]],
  ['Citroën', [
    ['C1 Mk2', 2014, 2022, 'Hatchback', [['1.0 VTi 72', 998, 'petrol', 53]]],
    ['C3 Mk3', 2016, null, 'Hatchback', [['1.2 PureTech 82', 1199, 'petrol', 61], ['1.5 BlueHDi 100', 1499, 'diesel', 75, 2018]]],
    ['C4 Mk3', 2020, null, 'Hatchback', [['1.2 PureTech 130', 1199, 'petrol', 96], ['ë-C4', null, 'electric', 100]]],
    ['Berlingo Mk3', 2018, null, 'Van', [['1.5 BlueHDi 100', 1499, 'diesel', 75], ['1.2 PureTech 110', 1199, 'petrol', 81]]],
  ]],
  ['SEAT', [
    ['Ibiza Mk5', 2017, null, 'Hatchback', [['1.0 TSI 95', 999, 'petrol', 70], ['1.6 TDI 95', 1598, 'diesel', 70, 2017, 2020]]],
    ['Leon Mk3', 2012, 2020, 'Hatchback', [['1.4 TSI 125', 1395, 'petrol', 92], ['2.0 TDI 150', 1968, 'diesel', 110]]],
  ]],
  ['MINI', [
    ['Hatch F56', 2014, 2024, 'Hatchback', [['Cooper 1.5', 1499, 'petrol', 100], ['Cooper S 2.0', 1998, 'petrol', 141], ['Cooper SE', null, 'electric', 135, 2020]]],
  ]],
  ['Land Rover', [
    ['Discovery Sport', 2014, null, 'SUV', [['2.0 TD4 150', 1999, 'diesel', 110], ['2.0 D180 MHEV', 1997, 'hybrid', 132, 2019]]],
    ['Range Rover Evoque L551', 2019, null, 'SUV', [['2.0 D165 MHEV', 1997, 'hybrid', 120], ['2.0 P200 MHEV', 1997, 'hybrid', 147]]],
  ]],
  ['Volvo', [
    ['XC40', 2017, null, 'SUV', [['T3 1.5', 1477, 'petrol', 120], ['D3 2.0', 1969, 'diesel', 110, 2017, 2020], ['Recharge P8', null, 'electric', 300, 2020]]],
    ['XC60 Mk2', 2017, null, 'SUV', [['B4 2.0 MHEV', 1969, 'hybrid', 145, 2020], ['D4 2.0', 1969, 'diesel', 140, 2017, 2020]]],
  ]],
  ['Dacia', [
    ['Sandero Mk3', 2020, null, 'Hatchback', [['1.0 TCe 90', 999, 'petrol', 67], ['1.0 TCe Bi-Fuel', 999, 'petrol', 74]]],
    ['Duster Mk2', 2018, 2024, 'SUV', [['1.3 TCe 130', 1332, 'petrol', 96, 2019], ['1.5 Blue dCi 115', 1461, 'diesel', 85]]],
  ]],
  ['Fiat', [
    ['500', 2007, 2024, 'Hatchback', [['1.2 69', 1242, 'petrol', 51], ['0.9 TwinAir 85', 875, 'petrol', 63, 2010], ['1.0 Mild Hybrid 70', 999, 'hybrid', 51, 2020]]],
    ['Panda Mk3', 2012, null, 'Hatchback', [['1.2 69', 1242, 'petrol', 51], ['1.0 Mild Hybrid 70', 999, 'hybrid', 51, 2020]]],
  ]],
  ['Mazda', [
    ['CX-5 KF', 2017, null, 'SUV', [['2.0 Skyactiv-G 165', 1998, 'petrol', 121], ['2.2 Skyactiv-D 150', 2191, 'diesel', 110]]],
    ['MX-5 ND', 2015, null, 'Convertible', [['1.5 Skyactiv-G 132', 1496, 'petrol', 97], ['2.0 Skyactiv-G 184', 1998, 'petrol', 135]]],
    ['Mazda3 BP', 2019, null, 'Hatchback', [['2.0 e-Skyactiv G 122', 1998, 'hybrid', 90]]],
  ]],
  ['Tesla', [
    ['Model 3', 2019, null, 'Saloon', [['Standard Range Plus', null, 'electric', 239], ['Long Range AWD', null, 'electric', 324]]],
  ]],
];

export interface DemoMake {
  id: number;
  name: string;
  slug: string;
}
export interface DemoModel {
  id: number;
  makeId: number;
  make: string;
  name: string;
  slug: string;
  yearFrom: number;
  yearTo: number | null;
  bodyType: string;
}
export interface DemoVariant {
  /** The row id, by position: only product_fitments refers to it, inside one database. */
  id: number;
  modelId: number;
  make: string;
  model: string;
  tecdocId: number;
  name: string;
  engineDescription: string;
  engineCc: number | null;
  fuel: Fuel;
  powerKw: number;
  bodyType: string;
  yearFrom: number;
  yearTo: number | null;
  /**
   * Engines shared between makes of one group and one displacement and fuel kind: the VW
   * group's 2.0 TDI in a Golf, an Octavia and an A3; Renault's 1.5 dCi in a Qashqai and an
   * A 180 d. Filters, plugs and timing kits fit by it. Null for electric cars.
   */
  engineFamily: string | null;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export const makes: DemoMake[] = [];
export const models: DemoModel[] = [];
export const variants: DemoVariant[] = [];

/** A six-digit TecDoc-style id from make, model and engine; collisions are refused below. */
export const tecdocIdOf = (make: string, model: string, engine: string) =>
  100_000 + (stableHash(`${make}|${model}|${engine}`) % 900_000);

/** '1.0 EcoBoost 125' is the 1.0 EcoBoost engine at 125 PS; 'A 180' and 'Pro 58 kWh' stay whole. */
const engineOf = (name: string) => (/^\d\.\d/.test(name) ? name.replace(/\s+\d{2,3}$/, '') : name);

/** Which makes share engines: the VW group, Renault with Nissan, Dacia and Mercedes' small engines, and so on. */
const engineGroups: Record<string, string> = {
  Volkswagen: 'vag',
  Audi: 'vag',
  SEAT: 'vag',
  Skoda: 'vag',
  Peugeot: 'psa',
  Citroën: 'psa',
  Renault: 'rnm',
  Nissan: 'rnm',
  Dacia: 'rnm',
  'Mercedes-Benz': 'rnm',
  Kia: 'hmg',
  Hyundai: 'hmg',
  BMW: 'bmw',
  MINI: 'bmw',
};
/** Diesel mild and plug-in hybrids ('1.6 CRDi 48V', '2.0 D180 MHEV', 'E 300 de') share their diesel's parts. */
const dieselEngine = /CRDi|TDCi|CDTi|dCi|TDI|HDi|EcoBlue|CDI|i-DTEC|Skyactiv-D|\bD\d{3}\b|\bde$/;
function engineFamilyOf(make: string, modelFrom: number, engine: string, cc: number | null, fuel: Fuel): string | null {
  if (cc === null || fuel === 'electric') return null;
  // Vauxhall's models since 2019 are built on Peugeot's engines (Corsa F, Mokka).
  const group = make === 'Vauxhall' && modelFrom >= 2019 ? 'psa' : (engineGroups[make] ?? slugify(make));
  return `${group}-${cc}-${fuel === 'diesel' || dieselEngine.test(engine) ? 'diesel' : 'petrol'}`;
}

for (const [makeIndex, [make, makeModels]] of parc.entries()) {
  const makeId = makeIndex + 1;
  makes.push({ id: makeId, name: make, slug: slugify(make) });
  for (const [name, yearFrom, yearTo, bodyType, engines] of makeModels) {
    const modelId = models.length + 1;
    models.push({ id: modelId, makeId, make, name, slug: slugify(name), yearFrom, yearTo, bodyType });
    for (const [engine, cc, fuel, kw, from, to] of engines) {
      const id = variants.length + 1;
      variants.push({
        id,
        modelId,
        make,
        model: name,
        tecdocId: tecdocIdOf(make, name, engine),
        name: engine,
        engineDescription: engineOf(engine),
        engineCc: cc,
        fuel,
        powerKw: kw,
        bodyType,
        yearFrom: from ?? yearFrom,
        yearTo: to === undefined ? yearTo : to,
        engineFamily: engineFamilyOf(make, yearFrom, engine, cc, fuel),
      });
    }
  }
}

const clash = variants.find(
  (variant, index) => variants.findIndex((other) => other.tecdocId === variant.tecdocId) !== index,
);
if (clash)
  throw new Error(
    `Two demo variants share the TecDoc id ${clash.tecdocId}: rename one (${clash.make} ${clash.model} ${clash.name})`,
  );

function variant(make: string, model: string, engine: string): DemoVariant {
  const found = variants.find((v) => v.make === make && v.model === model && v.name === engine);
  if (!found) throw new Error(`No demo variant ${make} ${model} ${engine}`);
  return found;
}

/**
 * Vehicles the next issue registers cars on, and tests rely on. Their TecDoc ids are fixed
 * (tests/server/demo/catalogue/generate.test.ts holds them as numbers): Focus 1.0 EcoBoost
 * 125 from 2019, Golf 2.0 TDI 150 from 2016, Corolla 1.8 Hybrid from 2019, and a Sportage
 * 1.6 T-GDi hybrid, a model still on sale, for a brand-new 2026 car.
 */
export const featuredVariants = {
  focusEcoBoost2019: variant('Ford', 'Focus Mk4', '1.0 EcoBoost 125'),
  golfTdi2016: variant('Volkswagen', 'Golf Mk7', '2.0 TDI 150'),
  corollaHybrid2019: variant('Toyota', 'Corolla E210', '1.8 Hybrid'),
  sportageHybrid2026: variant('Kia', 'Sportage NQ5', '1.6 T-GDi HEV'),
} as const;
