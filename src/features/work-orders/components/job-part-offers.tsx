import { Link } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import type { WorkOrderJob } from '../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { useJobParts } from '../hooks/use-job-parts';
import { jobPartOffers, type JobPartOffer } from '../job-part-offers';

const stockWords = (stock: number | null) =>
  stock === null ? '' : stock > 0 ? ` · ${stock} at your branch` : ' · not at your branch';

/**
 * Under a repair-time job: the parts its repair data names that are not on it yet ("Also often
 * needed: brake wear sensor"), each added in one touch as the job's part, or chosen in part
 * selection when no part is suggested. Read once online and kept, so it is offered offline too.
 */
export function JobPartOffers({
  doc,
  job,
  partSelection,
  onAdd,
}: {
  doc: WorkOrder;
  job: WorkOrderJob;
  /** The part-selection screen at a category, for this work order. */
  partSelection: (category: string) => string;
  onAdd: (offer: JobPartOffer & { product: string }) => void;
}) {
  const parts = useJobParts(doc.tecdocId, job.job);
  const offers = parts.data ? jobPartOffers(doc, job, parts.data) : [];
  if (!offers.length) return null;
  return (
    <ul className="wo-offers" aria-label={`Parts to add to ${job.description}`}>
      {offers.map((offer) => (
        <li key={offer.partId} className="wo-offer">
          <p className="wo-offer__text">
            {offer.required ? 'Needed for this job' : 'Also often needed'}: <strong>{offer.description}</strong>
            {offer.productName && (
              <span className="muted">
                {' '}
                · {offer.quantity} × {offer.productName}, {formatMoney(offer.unitPrice, doc.currency)} each
                {stockWords(offer.stockAvailability)}
              </span>
            )}
          </p>
          {offer.product ? (
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Add ${offer.description} to ${job.description}`}
              onClick={() => onAdd({ ...offer, product: offer.product! })}
            >
              Add
            </button>
          ) : (
            <Link
              className="button button--secondary"
              to={partSelection(offer.partCategory ?? '')}
              aria-label={`Choose ${offer.description} for ${job.description}`}
            >
              Choose
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
