import { useKeptQuery } from '../../../documents/use-kept-query';
import { savedRead } from '../../../db/saved-reads';
import { fetchClockingSettings } from '../api/clocking-requests';
import { DEFAULT_DEVICE_SETTINGS, type DeviceSettings } from '../device-clock';

/** What the device keeps of the garage's settings, under the person's saved reads. */
export const SETTINGS_READ = 'clocking/settings';

/** The garage's settings from the server, or the last read kept on the device when it cannot be asked. */
export async function readClockingSettings(userId: string): Promise<DeviceSettings> {
  const { value } = await savedRead(userId, SETTINGS_READ, fetchClockingSettings);
  return { ...DEFAULT_DEVICE_SETTINGS, shiftEnd: value.shiftEnd };
}

/**
 * The garage's shift end, where a forgotten clock is closed (issue 47): the tablet reads the rules
 * with the garage's own, and offline with the last it read; 18:00, the server's own default, only
 * before it has ever read one.
 */
export function useClockingSettings(userId: string): DeviceSettings {
  const settings = useKeptQuery({
    queryKey: ['clocking', 'settings', userId],
    queryFn: () => readClockingSettings(userId),
    enabled: userId !== '',
  });
  return settings.data ?? DEFAULT_DEVICE_SETTINGS;
}
