import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { vehicleMessages } from '../../../../contract/vehicles/messages';
import type { Vehicle } from '../../../../contract/vehicles/schemas';
import { fieldErrorOf } from '../field-error';
import { useVehicleSaved } from './use-vehicle-saved';

/**
 * What the registration and VIN entries share: the typed text, the message beside it, the line
 * naming the vehicle found, and the lookup that saves. A refused or unknown lookup keeps what was
 * typed; a found one clears it for the next car.
 */
export function useVehicleEntry(lookup: UseMutationResult<Vehicle, Error, string>, field: 'vrm' | 'vin') {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const saved = useVehicleSaved();

  /** Looks `key` up; `shown` is how the found line names it ('WB19 KFD'). */
  const search = (key: string, shown: string) =>
    lookup.mutate(key, {
      onSuccess: async (vehicle) => {
        setValue('');
        setFound(`${shown}: ${vehicle.description || vehicleMessages.notInCatalogue}`);
        await saved(vehicle);
      },
      onError: (failure) => setError(fieldErrorOf(failure, field)),
    });

  return { value, setValue, error, setError, found, setFound, search };
}
