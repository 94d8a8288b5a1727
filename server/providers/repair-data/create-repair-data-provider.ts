import type { AppConfig } from '../../env';
import { createLocalRepairData } from './local-repair-data';
import type { RepairDataProvider } from './repair-data-provider';

/**
 * The repair-data source the configuration asks for: REPAIR_DATA=local (the default, and for
 * now the only one) generates it for the catalogue's variants. An adapter for HaynesPro would
 * be chosen here with its credentials, as VEHICLE_DATA chooses DVSA or DVLA.
 */
export function createRepairDataProvider(config: Pick<AppConfig, 'repairData'>): RepairDataProvider {
  switch (config.repairData) {
    case 'local':
      return createLocalRepairData();
  }
}
