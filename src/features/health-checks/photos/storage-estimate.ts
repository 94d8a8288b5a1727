/** The share of the browser's quota at which the bay is warned to clear uploaded photos. */
export const STORAGE_WARNING_SHARE = 0.8;

let asked = false;

export interface StorageEstimateNow {
  usage: number;
  quota: number;
  persisted: boolean;
}

/**
 * What the site uses of the quota the browser allows it, and whether the storage is persistent,
 * asking for persistence when it is not (photos waiting to upload must never be evicted). Null
 * where the browser does not say.
 */
export async function estimateStorage(): Promise<StorageEstimateNow | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  let persisted = (await storage.persisted?.()) ?? false;
  // Asked once per page load: a browser that prompts (Firefox) is not asked at every photo.
  if (!persisted && !asked) {
    asked = true;
    persisted = (await storage.persist?.().catch(() => false)) ?? false;
  }
  const { usage = 0, quota = 0 } = await storage.estimate();
  return { usage, quota, persisted };
}

/** Bytes in the megabytes a mechanic reads: "312.4 MB". */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Whether the device is nearly full, for the photos panel's warning. */
export const nearlyFull = (estimate: StorageEstimateNow) =>
  estimate.quota > 0 && estimate.usage >= estimate.quota * STORAGE_WARNING_SHARE;
