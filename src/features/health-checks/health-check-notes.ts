import { linePath } from '../../../contract/documents/clash';
import type { HealthCheckChange } from '../../../contract/health-checks/intents';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { documentNotes, type DocumentNotes } from '../../documents/document-notes';
import type { EntityChange } from '../../sync/entity-changes';
import { healthCheckStore } from './health-check-store';
import { describeHealthCheckClash } from './health-check-words';

export const HEADER = 'header';

/** An item's path (`items[<id>]`) from a longer one (`items[<id>].state`), else the header. */
const lineOf = (path: string) => /^items\[[^\]]+\]/.exec(path)?.[0] ?? HEADER;

/** Where an intent's change shows: on its item, or on the header (fields, status). */
export function targetOf(change: HealthCheckChange): string {
  switch (change.op) {
    case 'addLine':
      return linePath('items', change.line.id);
    case 'updateLine':
    case 'removeLine':
      return linePath('items', change.id);
    default:
      return HEADER;
  }
}

/** The check's notes by the document kit's rule: on the item a refusal or clash names, else the header. */
export function notesOf(changes: readonly EntityChange[]): DocumentNotes {
  return documentNotes<HealthCheck, HealthCheckChange>(changes, {
    targetOf,
    violationAt: (path) => lineOf(path.replace(/^changes\[\d+\]\.?/, '')),
    clashAt: (clash) => lineOf(clash.path),
    created: HEADER,
    clashesOf: healthCheckStore.clashesOf,
    describeClash: describeHealthCheckClash,
  });
}
