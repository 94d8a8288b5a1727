import { startPackTriggers } from '../catalogue-pack/pack-triggers';
import { startSyncEngine } from './sync-engine';

/**
 * What runs on the device's own store in the background: the outbox's operations and replay
 * triggers, the offline catalogue's refresh. Loaded after the first paint (root-route.tsx), with
 * Dexie, in a chunk of its own. Returns a stop.
 */
export function startDeviceEngines(): () => void {
  const stops = [startSyncEngine(), startPackTriggers()];
  return () => stops.forEach((stop) => stop());
}
