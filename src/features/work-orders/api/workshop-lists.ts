import type { z } from 'zod/mini';
import { workOrderRoutes, type customJobSchema, type LabourRate } from '../../../../contract/work-orders/routes';
import { readCatalogueRecord } from '../../../db/catalogue-records';
import { keepRead, readKept } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';

export type { LabourRate };
export type CustomJob = z.infer<typeof customJobSchema>;

/**
 * The account's own lists a work order is built from (issue 42): its labour rates and custom
 * jobs. They are kept on the device with its work orders (pulled beside them, and whenever an
 * editor opens online), per person like the rest of what is theirs (db/saved-reads), so that the
 * device's copy answers at once, offline too, and a job is never priced at a rate made up.
 */
export const workshopLists = {
  labourRates: { what: 'work-orders/labour-rates', before: 'labour-rates', route: workOrderRoutes.labourRates },
  customJobs: { what: 'work-orders/custom-jobs', before: 'custom-jobs', route: workOrderRoutes.customJobs },
} as const;
export type WorkshopList = keyof typeof workshopLists;
type Item<L extends WorkshopList> = L extends 'labourRates' ? LabourRate : CustomJob;

/** Reads the list from the server and keeps it on the device before answering it. */
export async function pullWorkshopList<L extends WorkshopList>(
  list: L,
  userId: string,
  signal?: AbortSignal,
): Promise<Item<L>[]> {
  const answer = await apiRequest(workshopLists[list].route, { signal });
  const items = answer['hydra:member'] as Item<L>[];
  await keepRead(userId, workshopLists[list].what, items);
  return items;
}

/** The device's copy of the list, or null when it has none. */
export async function keptWorkshopList<L extends WorkshopList>(list: L, userId: string): Promise<Item<L>[] | null> {
  const kept = await readKept(userId, workshopLists[list].what);
  if (kept) return kept.value as Item<L>[];
  // Before issue 42 the lists were kept among the catalogue records, once an editor had read them.
  const before = await readCatalogueRecord(`${workshopLists[list].before}:${userId}`);
  return (before?.value as Item<L>[] | undefined) ?? null;
}

/** Both lists, pulled with the work orders: a failure of one leaves the copy the device has. */
export async function pullWorkshopLists(userId: string, signal?: AbortSignal): Promise<void> {
  await Promise.all([
    pullWorkshopList('labourRates', userId, signal).catch(() => undefined),
    pullWorkshopList('customJobs', userId, signal).catch(() => undefined),
  ]);
}
