import type { Database } from '../../db/database';
import type { AppConfig } from '../../env';
import { createSharedThrottle } from '../shared-throttle';
import { createDvlaVehicleEnquiryProvider } from './dvla-vehicle-enquiry';
import {
  createDvsaMotHistoryProvider,
  DVSA_BURST,
  DVSA_REQUESTS_PER_SECOND,
  DVSA_THROTTLE_SERVICE,
} from './dvsa-mot-history';
import { wait } from './token-bucket';
import type { VehicleDataProvider } from './vehicle-data-provider';

/**
 * The vehicle data source the configuration asks for: VEHICLE_DATA=local (the default) answers
 * from the demo parc (`local`, built by the caller); 'dvsa' asks the DVSA MOT History API; 'dvla'
 * asks the DVLA Vehicle Enquiry Service, which keeps no MOT history, so motHistory then comes
 * from DVSA when its credentials are configured, and is null when they are not (so is a VIN lookup).
 * loadConfig has already refused a chosen source without its keys. Given the database, DVSA's
 * allowance is counted there, shared by every instance on it; without, by this process alone.
 */
export function createVehicleDataProvider(
  config: Pick<AppConfig, 'vehicleData' | 'dvsa' | 'dvla'>,
  local: VehicleDataProvider,
  db?: Database,
): VehicleDataProvider {
  const throttle = db
    ? createSharedThrottle(db, {
        service: DVSA_THROTTLE_SERVICE,
        perSecond: DVSA_REQUESTS_PER_SECOND,
        burst: DVSA_BURST,
        sleep: wait,
      })
    : undefined;
  const dvsa = config.dvsa ? createDvsaMotHistoryProvider({ ...config.dvsa, throttle }) : null;
  switch (config.vehicleData) {
    case 'local':
      return local;
    case 'dvsa':
      if (!dvsa) throw new Error('VEHICLE_DATA=dvsa needs the DVSA credentials');
      return dvsa;
    case 'dvla': {
      if (!config.dvla) throw new Error('VEHICLE_DATA=dvla needs DVLA_API_KEY');
      const dvla = createDvlaVehicleEnquiryProvider(config.dvla);
      return {
        name: dvla.name,
        byRegistration: (registration) => dvla.byRegistration(registration),
        // DVLA has no VIN lookup: DVSA answers it when configured.
        byVin: (vin) => (dvsa ?? dvla).byVin(vin),
        motHistory: (registration) => (dvsa ?? dvla).motHistory(registration),
      };
    }
  }
}
