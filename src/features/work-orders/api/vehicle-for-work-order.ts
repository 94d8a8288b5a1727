import { vehicleRoutes } from '../../../../contract/vehicles/routes';
import type { SaveWorkOrder } from '../../../../contract/work-orders/routes';
import { apiRequest } from '../../../session/api-request';

type Header = Omit<SaveWorkOrder, 'id'>;
type Details = readonly { name: string; value: string }[];

/** A work order's vehicle fields from a lookup's name / value details (trade-features §3). */
export function headerFromDetails(details: Details, tecdocId: number | null): Header {
  const value = (name: string) => details.find((detail) => detail.name === name)?.value || null;
  return {
    vrm: value('VRM'),
    vin: value('VIN'),
    make: value('Make'),
    model: value('Model'),
    engineSize: value('EngineSizeDescription'),
    year: value('VehicleYear'),
    fuel: value('Fuel'),
    tecdocId,
    vehicleRequestType: 'vrm',
    vehicleOptions: tecdocId ? { tecdocId } : null,
  };
}

/**
 * The vehicle of a registration for a new work order, looked up in work-order mode: without
 * saving (trade-features §4), so the person's active vehicle stays as it was.
 */
export async function vehicleForWorkOrder(vrm: string): Promise<Header> {
  const vehicle = await apiRequest(vehicleRoutes.vehicleByVrm, { body: { vrm, saveToCache: false } });
  return headerFromDetails(vehicle.vehicleDetails, vehicle.tecdocId);
}
