import type { WorkOrderJob } from '../../../contract/work-orders/lines';
import type { HaynesProJobPart } from '../../../contract/work-orders/part-selection';
import type { WorkOrder } from '../../../contract/work-orders/schemas';

/**
 * A part the job's repair data names that is not on the job yet, offered under it: an optional
 * one ("Also often needed: brake wear sensor"), or a required one the job went on without (added
 * offline before its parts were read). With a suggested product it goes on in one touch as the
 * job's part; without one, part selection opens at its category.
 */
export interface JobPartOffer {
  partId: string;
  description: string;
  required: boolean;
  /** '/products/{sku}' suggested for it, or null: then it is chosen in part selection. */
  product: string | null;
  productName: string | null;
  quantity: number;
  unitPrice: number;
  stockAvailability: number | null;
  /** The catalogue category part selection opens to choose it, when there is one. */
  partCategory: string | null;
}

/**
 * What to offer under a job: its parts not already on it (by product), required ones first. A part
 * with no product and no category cannot be chosen here, so it is not offered; one with no product
 * is offered until the job has some part from its category, which the device cannot tell, so it
 * stays offered: choosing it is the mechanic's.
 */
export function jobPartOffers(
  doc: Pick<WorkOrder, 'workOrderItems'>,
  job: Pick<WorkOrderJob, 'id'>,
  parts: readonly HaynesProJobPart[],
): JobPartOffer[] {
  const onJob = new Set(doc.workOrderItems.filter((item) => item.jobId === job.id).map((item) => item.product));
  return parts
    .filter((part) => (part.product ? !onJob.has(part.product) : part.partCategory !== null))
    .map((part) => ({
      partId: part.partId,
      description: part.description,
      required: part.partRequired,
      product: part.product,
      productName: part.productName,
      quantity: part.quantity,
      unitPrice: part.unitPrice,
      stockAvailability: part.stockAvailability,
      partCategory: part.partCategory,
    }))
    .sort((a, b) => Number(b.required) - Number(a.required));
}
