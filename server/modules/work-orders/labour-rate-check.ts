import { linePath } from '../../../contract/documents/clash';
import { sameValue } from '../../../contract/documents/same-value';
import type { Violation } from '../../../contract/errors';
import { formatMoney } from '../../../contract/money/format-money';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { LabourRate } from '../../../contract/work-orders/routes';
import { lineKinds, type LabourRateOverride, type LabourRateRef } from '../../../contract/work-orders/lines';
import { workOrderMessages } from '../../../contract/work-orders/messages';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { HttpProblem } from '../../http/problem';

/** The lines that carry a labour rate, by the kind intents name them. */
const rated = [
  ['job', lineKinds.job],
  ['maintenanceSchedule', lineKinds.maintenanceSchedule],
] as const;

interface RatedLine {
  id: string;
  labourRate: LabourRateRef;
  labourRateOverride?: LabourRateOverride | null;
}

interface SetHere {
  kind: (typeof rated)[number][0];
  list: (typeof rated)[number][1];
  line: RatedLine;
}

/**
 * The lines whose rate this write sets: each new line, and each whose rate or override changed.
 * A line kept as it was keeps the rate it was priced at, even after the account's rate moved:
 * an amount agreed does not change after the fact.
 */
function linesSetHere(doc: WorkOrder, before: WorkOrder | null): SetHere[] {
  return rated.flatMap(([kind, list]) => {
    const old = new Map(((before?.[list] ?? []) as RatedLine[]).map((line) => [line.id, line]));
    return (doc[list] as RatedLine[]).flatMap((line) => {
      const was = old.get(line.id);
      const same =
        was &&
        sameValue(was.labourRate, line.labourRate) &&
        sameValue(was.labourRateOverride ?? null, line.labourRateOverride ?? null);
      return same ? [] : [{ kind, list, line }];
    });
  });
}

/** The last intent of the request that set this line's rate: where the device shows the refusal. */
function intentOf(changes: readonly WorkOrderChange[], kind: string, id: string): number {
  for (let index = changes.length - 1; index >= 0; index -= 1) {
    const change = changes[index]!;
    if (change.op === 'addLine' && change.kind === kind && change.line.id === id) return index;
    if (
      change.op === 'updateLine' &&
      change.kind === kind &&
      change.id === id &&
      ('labourRate' in change.set || 'labourRateOverride' in change.set)
    )
      return index;
  }
  return -1;
}

/**
 * Issue 42: a job or maintenance schedule is charged at one of the account's labour rates, at
 * that rate, unless the line says it is an override and why (goodwill or warranty at £0 is an
 * explicit choice). Every write of a work order passes here before its prices are derived; only
 * the lines whose rate this write sets are checked. A refusal is a 422 naming each such line's
 * `labourRate`, behind the intent that set it (`changes[i].workOrderJobs[<id>].labourRate`), so
 * that the device shows it on the line.
 */
export async function checkLabourRates(
  doc: WorkOrder,
  before: WorkOrder | null,
  ratesOf: () => Promise<LabourRate[]>,
  changes?: readonly WorkOrderChange[],
): Promise<void> {
  const set = linesSetHere(doc, before).filter(({ line }) => !line.labourRateOverride);
  if (!set.length) return;
  const rates = new Map((await ratesOf()).map((rate) => [rate.id, rate]));
  const violations: Violation[] = set.flatMap(({ kind, list, line }) => {
    const known = rates.get(line.labourRate.id);
    if (known && known.rate === line.labourRate.rate) return [];
    const message = known
      ? workOrderMessages.labourRateChanged(known.name, formatMoney(known.rate, doc.currency))
      : workOrderMessages.labourRateUnknown;
    const path = linePath(list, line.id, 'labourRate');
    const index = changes ? intentOf(changes, kind, line.id) : -1;
    return [{ propertyPath: index >= 0 ? `changes[${index}].${path}` : path, message }];
  });
  const [first] = violations;
  if (first) throw new HttpProblem(422, first.message, violations);
}
