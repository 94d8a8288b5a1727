/** The rows of 0004_vehicles.sql, as generate.ts makes them and load.ts writes them. */
export interface RegisteredVehicleRow {
  id: string;
  vrm: string;
  vin: string;
  variantId: number;
  country: 'GB' | 'NI' | 'IE';
  registrationDate: string;
  manufactureDate: string;
  colour: string;
  motTestDueDate: string | null;
  hasOutstandingRecall: string;
}

export interface MotDefectRow {
  text: string;
  type: string;
  dangerous: boolean;
}

export interface MotTestRow {
  motTestNumber: string;
  vehicleId: string;
  completedDate: string;
  testResult: 'PASSED' | 'FAILED';
  expiryDate: string | null;
  odometerValue: string | null;
  odometerUnit: 'MI' | 'KM' | null;
  odometerResultType: 'READ' | 'UNREADABLE' | 'NO_ODOMETER';
  registrationAtTimeOfTest: string;
  dataSource: 'DVSA' | 'DVA NI';
  defects: MotDefectRow[];
}

export interface RegisteredVehicles {
  vehicles: RegisteredVehicleRow[];
  motTests: MotTestRow[];
}
