import { useEffect, useId, useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import type { HealthCheckItem, RecommendedJob } from '../../../../contract/health-checks/schemas';
import { healthCheckMessages } from '../../../../contract/health-checks/messages';
import { formatMoney } from '../../../../contract/money/format-money';
import type { CheckRepairTimes } from '../hooks/use-check-repair-times';
import { useCatalogueParts } from '../hooks/use-catalogue-parts';
import {
  checkTime,
  customJob,
  jobFromTask,
  skuOfProduct,
  withoutPart,
  withPart,
  withQuantity,
} from '../recommended-job';
import { JobParts } from './job-parts';
import { PartFinder } from './part-finder';
import { RepairTaskPicker } from './repair-task-picker';

/** What the item's price line says: the server's price, or why there is none yet. */
function priceWords(item: HealthCheckItem, currency: 'GBP' | 'EUR', waiting: boolean): string {
  if (item.price) {
    const what = item.recommendedJob?.parts.length ? 'labour and parts' : 'labour';
    return `${formatMoney(item.price.incTax, currency)} including VAT (${what})`;
  }
  // The device never prices: the work order's rules (the account's rate and terms) are the server's.
  return waiting
    ? 'Priced when sent: labour at the garage’s rate and the parts at the catalogue’s, VAT included.'
    : 'Not priced yet: the garage’s labour rate is not set up.';
}

/**
 * The work the mechanic recommends (issue 46): a repair-time task of the vehicle's or a custom
 * job, with catalogue parts. Each change is one intent on the item, kept in the outbox offline;
 * its price is the server's, worked out by the work order's rules once it has the change.
 */
export function RecommendedWork({
  item,
  currency,
  locked,
  online,
  waiting,
  repairTimes,
  onChange,
}: {
  item: HealthCheckItem;
  currency: 'GBP' | 'EUR';
  locked: boolean;
  online: boolean;
  /** A change of this item is still waiting to be sent. */
  waiting: boolean;
  repairTimes: CheckRepairTimes;
  onChange: (job: RecommendedJob | null) => void;
}) {
  const job = item.recommendedJob;
  const [description, setDescription] = useState(job?.description ?? '');
  const [time, setTime] = useState(job?.time ?? '');
  const [timeError, setTimeError] = useState(false);
  // Parts chosen here are known at once, before (or without) the catalogue's answer.
  const [chosen, setChosen] = useState<ReadonlyMap<string, ProductSummary>>(new Map());
  const id = useId();
  const read = useCatalogueParts(job?.parts.map((part) => skuOfProduct(part.product)) ?? [], currency, online);
  const catalogue = new Map([...chosen, ...read]);
  useEffect(() => {
    // A task chosen, or another tablet's change, replaces what the fields show.
    setDescription(job?.description ?? '');
    setTime(job?.time ?? '');
  }, [job?.description, job?.time]);

  const save = () => {
    const typed = time.trim() ? checkTime(time) : (job?.time ?? '0:00');
    setTimeError(typed === null);
    if (typed === null) return;
    setTime(typed);
    const next = customJob(job, description, typed);
    if (JSON.stringify(next) !== JSON.stringify(job ?? null)) onChange(next);
  };
  const addPart = (product: ProductSummary) => {
    if (!job) return;
    setChosen(new Map([...chosen, [product.sku, product]]));
    onChange(withPart(job, product.sku));
  };

  return (
    <fieldset className="hc-item__work hc-job" disabled={locked}>
      <legend>Recommended work</legend>
      <p className="hc-job__kind">
        {!job ? 'No work recommended yet.' : job.task ? 'From the repair times' : 'Custom job'}
      </p>
      <RepairTaskPicker
        itemName={item.name}
        times={repairTimes}
        disabled={locked}
        onChoose={(task) => onChange(jobFromTask(task, job))}
      />
      <div className="hc-job__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-what`}>
            What to do
          </label>
          <input
            id={`${id}-what`}
            className="field__input"
            maxLength={200}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            onBlur={save}
          />
        </div>
        <div className={timeError ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-time`}>
            Labour time (h:mm)
          </label>
          {/* A text keyboard: a numeric one has no ':'. Read as the work order reads a time. */}
          <input
            id={`${id}-time`}
            className="field__input hc-item__time"
            placeholder="1:00"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            onBlur={save}
            aria-invalid={timeError || undefined}
            aria-describedby={timeError ? `${id}-time-error` : undefined}
          />
          {timeError && (
            <p className="field__error" id={`${id}-time-error`} role="alert">
              {healthCheckMessages.time}
            </p>
          )}
        </div>
      </div>
      {job ? (
        <>
          <JobParts
            job={job}
            catalogue={catalogue}
            currency={currency}
            disabled={locked}
            onQuantity={(sku, quantity) => onChange(withQuantity(job, sku, quantity))}
            onRemove={(sku) => onChange(withoutPart(job, sku))}
          />
          <PartFinder
            itemName={item.name}
            online={online}
            currency={currency}
            tecdocId={repairTimes.tecdocId}
            disabled={locked}
            onAdd={addPart}
          />
          <p className="hc-item__price" aria-live="polite">
            {priceWords(item, currency, waiting)}
          </p>
        </>
      ) : (
        <p className="muted">Choose a repair time or say what to do, then add the parts it needs.</p>
      )}
    </fieldset>
  );
}
