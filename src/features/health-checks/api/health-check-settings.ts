import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { healthCheckRoutes } from '../../../../contract/health-checks/routes';
import {
  defaultSettings,
  type HealthCheckSettings,
  type SaveHealthCheckSettings,
} from '../../../../contract/health-checks/settings';
import { keepRead, savedRead, type Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';

const what = 'health-checks/settings';
const settingsKey = (userId: string) => ['health-checks', 'settings', userId] as const;

/**
 * The garage's thresholds and checklists, kept on the device: a check started offline takes the
 * checklist the garage last saved, not the shipped one. Until the first read (a device that has
 * never been online with this person) it is the UK defaults, which the server also answers then.
 */
export function useHealthCheckSettings(userId: string) {
  return useQuery<Saved<HealthCheckSettings>>({
    queryKey: settingsKey(userId),
    enabled: userId !== '',
    queryFn: ({ signal }) =>
      savedRead(userId, what, () => apiRequest(healthCheckRoutes.healthCheckSettings, { signal })),
    staleTime: 60_000,
  });
}

/** What to start a check from now: the garage's settings, else the defaults while they load or fail. */
export const settingsOrDefaults = (saved: Saved<HealthCheckSettings> | undefined): HealthCheckSettings =>
  saved?.value ?? defaultSettings;

/** PUT /health-check-settings (online only: a change to the checklist is the office's, not the bay's). */
export function useSaveHealthCheckSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveHealthCheckSettings) => apiRequest(healthCheckRoutes.saveHealthCheckSettings, { body }),
    onSuccess: async (settings) => {
      const savedAt = Date.now();
      queryClient.setQueryData<Saved<HealthCheckSettings>>(settingsKey(userId), {
        value: settings,
        savedAt,
        fromDevice: false,
      });
      await keepRead(userId, what, settings, savedAt);
    },
  });
}
