// The car parc of the synthetic branch pack (bench/support/pack-items.ts): UK and Irish models with
// their engines and wiper length, and each maker's OE numbers in its own print.
// ── The car parc: make, model, generation, engines, wiper length (mm) ─────────────────────────

export interface Model {
  make: string;
  model: string;
  generation: string;
  engines: string[];
  wiper: number;
}

export const parc: Model[] = (
  [
    ['Ford', 'Focus', 'Mk4', ['1.0 EcoBoost 125', '1.5 EcoBlue 120'], 650],
    ['Ford', 'Focus', 'Mk3', ['1.0 EcoBoost 100', '1.6 TDCi 115'], 700],
    ['Ford', 'Fiesta', 'Mk8', ['1.0 EcoBoost 100', '1.1 Ti-VCT 75'], 650],
    ['Ford', 'Fiesta', 'Mk7', ['1.25 Zetec 82', '1.6 TDCi 95'], 650],
    ['Ford', 'Kuga', 'Mk3', ['1.5 EcoBoost 150', '2.0 EcoBlue 190'], 700],
    ['Ford', 'Transit Custom', 'Mk1', ['2.0 EcoBlue 130'], 750],
    ['Volkswagen', 'Golf', 'Mk7', ['1.4 TSI 125', '2.0 TDI 150'], 650],
    ['Volkswagen', 'Golf', 'Mk8', ['1.5 eTSI 150', '2.0 TDI 150'], 650],
    ['Volkswagen', 'Polo', 'Mk6', ['1.0 TSI 95'], 600],
    ['Volkswagen', 'Passat', 'B8', ['2.0 TDI 150'], 650],
    ['Volkswagen', 'Tiguan', 'Mk2', ['2.0 TDI 150', '1.5 TSI 150'], 650],
    ['Vauxhall', 'Corsa', 'E', ['1.4 i 90', '1.3 CDTi 95'], 650],
    ['Vauxhall', 'Corsa', 'F', ['1.2 Turbo 100'], 650],
    ['Vauxhall', 'Astra', 'K', ['1.4 Turbo 150', '1.6 CDTi 136'], 700],
    ['Vauxhall', 'Mokka', 'B', ['1.2 Turbo 130'], 650],
    ['Nissan', 'Qashqai', 'J11', ['1.3 DIG-T 140', '1.5 dCi 110'], 650],
    ['Nissan', 'Juke', 'F15', ['1.6 117', '1.5 dCi 110'], 550],
    ['Nissan', 'Micra', 'K14', ['1.0 IG-T 100'], 650],
    ['Toyota', 'Corolla', 'E210', ['1.8 Hybrid 122', '2.0 Hybrid 184'], 650],
    ['Toyota', 'Yaris', 'XP130', ['1.5 Hybrid 100'], 650],
    ['Toyota', 'Aygo', 'AB40', ['1.0 VVT-i 72'], 525],
    ['BMW', '3 Series', 'G20', ['320d 190', '330e 292'], 600],
    ['BMW', '1 Series', 'F40', ['118i 140', '118d 150'], 650],
    ['Audi', 'A3', '8V', ['1.4 TFSI 150', '2.0 TDI 150'], 600],
    ['Audi', 'A4', 'B9', ['2.0 TDI 190'], 600],
    ['Mercedes-Benz', 'C-Class', 'W205', ['C 220 d 194'], 600],
    ['Mercedes-Benz', 'A-Class', 'W177', ['A 180 d 116', '1.5 dCi 110'], 650],
    ['Skoda', 'Octavia', 'Mk3', ['2.0 TDI 150', '1.0 TSI 115'], 600],
    ['Skoda', 'Fabia', 'Mk3', ['1.0 MPI 75', '1.0 TSI 95'], 650],
    ['Seat', 'Leon', 'Mk3', ['1.4 TSI 125', '2.0 TDI 150'], 650],
    ['Seat', 'Ibiza', 'Mk5', ['1.0 TSI 95'], 600],
    ['Renault', 'Clio', 'IV', ['0.9 TCe 90', '1.5 dCi 90'], 650],
    ['Renault', 'Megane', 'IV', ['1.3 TCe 140', '1.5 dCi 110'], 650],
    ['Renault', 'Captur', 'Mk1', ['0.9 TCe 90'], 650],
    ['Dacia', 'Sandero', 'Mk2', ['1.0 SCe 75', '0.9 TCe 90'], 550],
    ['Dacia', 'Duster', 'Mk2', ['1.5 dCi 110'], 550],
    ['Peugeot', '208', 'Mk2', ['1.2 PureTech 100'], 650],
    ['Peugeot', '308', 'T9', ['1.5 BlueHDi 130', '1.2 PureTech 130'], 700],
    ['Peugeot', '3008', 'Mk2', ['1.5 BlueHDi 130'], 700],
    ['Citroen', 'C3', 'Mk3', ['1.2 PureTech 82'], 650],
    ['Citroen', 'Berlingo', 'K9', ['1.5 BlueHDi 100'], 650],
    ['Kia', 'Sportage', 'NQ5', ['1.6 T-GDi HEV 230', '1.6 CRDi 136'], 650],
    ['Kia', 'Ceed', 'CD', ['1.0 T-GDi 120'], 650],
    ['Kia', 'Picanto', 'JA', ['1.0 67'], 550],
    ['Hyundai', 'Tucson', 'NX4', ['1.6 T-GDi 150', '1.6 CRDi 136'], 650],
    ['Hyundai', 'i30', 'PD', ['1.0 T-GDi 120'], 650],
    ['Hyundai', 'i10', 'AC3', ['1.0 MPi 67'], 550],
    ['Honda', 'Civic', 'Mk10', ['1.0 VTEC Turbo 126'], 650],
    ['Honda', 'Jazz', 'GK', ['1.3 i-VTEC 102'], 650],
    ['Mini', 'Hatch', 'F56', ['Cooper 1.5 136'], 475],
    ['Land Rover', 'Discovery Sport', 'L550', ['2.0 TD4 150'], 650],
    ['Land Rover', 'Range Rover Evoque', 'L551', ['2.0 D165'], 650],
    ['Volvo', 'XC60', 'Mk2', ['D4 190'], 650],
    ['Mazda', 'CX-5', 'KF', ['2.0 Skyactiv-G 165'], 600],
    ['Mazda', '2', 'DJ', ['1.5 Skyactiv-G 90'], 600],
    ['Fiat', '500', '312', ['1.2 69'], 550],
    ['Suzuki', 'Swift', 'Mk6', ['1.2 Dualjet 90'], 550],
  ] as [string, string, string, string[], number][]
).map(([make, model, generation, engines, wiper]) => ({ make, model, generation, engines, wiper }));

/** 'Ford Focus Mk4': how names and the fitted-model words print a car. */
export const carName = (car: Model) => `${car.make} ${car.model} ${car.generation}`;
export const isDiesel = (engine: string) => /TDI|dCi|CDTi|TDCi|HDi|CRDi|EcoBlue|TD4|D4\b|\d+d\b|D165| d /.test(engine);

/** Each maker's OE numbers in its own print ('2 208 125', '5Q0 698 151 B', '34 11 6 858 652'). */
export const oeFormats: Record<string, string[]> = {
  Ford: ['# ### ###', '@@##-#@###-@@'],
  Volkswagen: ['#@# ### ### @', '#@# ### ###'],
  Audi: ['#@# ### ### @', '#@# ### ###'],
  Seat: ['#@# ### ### @'],
  Skoda: ['#@# ### ### @'],
  Vauxhall: ['## ### ###', '# ### ###'],
  Nissan: ['@####-#@@#@', '#####-##@#@'],
  Toyota: ['#####-#####'],
  BMW: ['## ## # ### ###'],
  Mini: ['## ## # ### ###'],
  'Mercedes-Benz': ['@ ### ### ## ##'],
  Renault: ['#########R'],
  Dacia: ['#########R'],
  Peugeot: ['#### ##', '##########'],
  Citroen: ['#### ##', '##########'],
  Kia: ['#####-@#@##'],
  Hyundai: ['#####-@#@##'],
  Honda: ['#####-@@#-@##'],
  'Land Rover': ['LR######'],
  Volvo: ['########'],
  Mazda: ['@###-##-##@'],
  Fiat: ['########'],
  Suzuki: ['#####-##@##'],
};
