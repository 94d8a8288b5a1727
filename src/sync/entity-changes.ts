import { useLazyLiveQuery } from '../db/use-lazy-live-query';
import type { EntityChange } from './change-status';

export type { ChangeStatus, EntityChange } from './change-status';

// The outbox's read brings Dexie: loaded when a screen first asks, so that a page showing an
// "Add to basket" button loads none before its first screen (issue 23).
const changesRead = () => import('./entity-changes-read');
type Changes = Awaited<ReturnType<typeof changesRead>>;

/** An entity's queued changes, oldest first, each with where it stands (read live). */
export function useEntityChanges(entityId: string | null | undefined): EntityChange[] {
  const read = entityId ? (module: Changes) => module.entityChanges(entityId) : null;
  return useLazyLiveQuery(changesRead, read, [entityId]) ?? [];
}
