/** The query key of the recent vehicle searches; apart so that callers need not load Dexie. */
export const recentVehiclesKey = ['vehicles', 'recent'] as const;
