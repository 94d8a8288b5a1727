import type { Refinement, Vehicle } from '../../../contract/vehicles/schemas';

/** WB19 KFD, the demo Ford Focus, as the vehicle search answers it. */
export const focus: Vehicle = {
  vehicleDetails: [
    { name: 'VRM', value: 'WB19KFD' },
    { name: 'VIN', value: 'WF0NXXGCHNKA12345' },
    { name: 'Make', value: 'Ford' },
    { name: 'Model', value: 'Focus Mk4' },
    { name: 'VehicleYear', value: '2019' },
    { name: 'EngineSizeDescription', value: '1.0 EcoBoost 125' },
    { name: 'Fuel', value: 'Petrol' },
    { name: 'DateOfRegistration', value: '12032019' },
  ],
  tecdocId: 595349,
  description: 'Ford Focus Mk4 1.0 EcoBoost 125',
  candidates: 1,
  hasMotHistory: true,
};

/** 191-D-12345, the demo Toyota Corolla: Irish, so no MOT history. */
export const corolla: Vehicle = {
  vehicleDetails: [
    { name: 'VRM', value: '191-D-12345' },
    { name: 'VIN', value: '' },
    { name: 'Make', value: 'Toyota' },
    { name: 'Model', value: 'Corolla E210' },
    { name: 'VehicleYear', value: '2019' },
    { name: 'EngineSizeDescription', value: '1.8 Hybrid' },
    { name: 'Fuel', value: 'Hybrid' },
    { name: 'DateOfRegistration', value: '04012019' },
  ],
  tecdocId: 158824,
  description: 'Toyota Corolla E210 1.8 Hybrid',
  candidates: 1,
  hasMotHistory: false,
};

/** A vehicle found by make and model: no registration or VIN. */
export function variant(engine: string, tecdocId: number, fuel = 'Petrol'): Vehicle {
  return {
    vehicleDetails: [
      { name: 'VRM', value: '' },
      { name: 'VIN', value: '' },
      { name: 'Make', value: 'Ford' },
      { name: 'Model', value: 'Focus Mk4' },
      { name: 'VehicleYear', value: '2019' },
      { name: 'EngineSizeDescription', value: engine },
      { name: 'Fuel', value: fuel },
      { name: 'DateOfRegistration', value: '' },
    ],
    tecdocId,
    description: `Ford Focus Mk4 ${engine}`,
    candidates: 1,
    hasMotHistory: false,
  };
}

const attributes = (engines: string[]) => [
  { name: 'Engine', options: engines.map((engine) => ({ name: engine, value: engine })) },
  { name: 'Body', options: [{ name: 'Hatchback', value: 'Hatchback' }] },
];

/** A refinement answer with these engines still possible; one left gives the full details. */
export function refinement(engines: string[]): Refinement {
  const one = engines.length === 1 ? variant(engines[0] ?? '', 595349) : null;
  return {
    allAvailableAttributesBeforeRefinement: attributes(['1.0 EcoBoost 125', '1.5 EcoBoost 150']),
    attributesAfterRefinement: attributes(engines),
    fullVehicleDetails: one?.vehicleDetails ?? null,
    vehicle: one,
  };
}
