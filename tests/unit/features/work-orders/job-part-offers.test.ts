import { describe, expect, it } from 'vitest';
import type { HaynesProJobPart } from '../../../../contract/work-orders/part-selection';
import { jobPartOffers } from '../../../../src/features/work-orders/job-part-offers';
import { item, job } from '../../../contract/work-orders/fixtures';

function jobPart(overrides: Partial<HaynesProJobPart> = {}): HaynesProJobPart {
  return {
    partId: '402',
    genArt: 402,
    description: 'Brake Pad Set',
    partCategory: 'braking/brake-pads',
    product: '/products/100001',
    productName: 'Brembo Front Brake Pad Set',
    quantity: 1,
    unitPrice: 3895,
    overriddenPrice: null,
    partRequired: true,
    taxRate: 2000,
    stockAvailability: 6,
    productCount: 12,
    ...overrides,
  };
}

const pads = jobPart();
const sensor = jobPart({
  partId: '2161',
  genArt: 2161,
  description: 'Brake wear sensor',
  partCategory: 'braking/wear-sensors',
  product: '/products/100050',
  productName: 'Bosch Brake Wear Sensor',
  unitPrice: 1250,
  partRequired: false,
});

describe('the parts offered under a repair-time job', () => {
  it('offers an optional part not on the job, and not the required one it already has', () => {
    const doc = { workOrderItems: [item(1, { product: pads.product, jobId: job(1).id })] };
    const offers = jobPartOffers(doc, job(1), [pads, sensor]);
    expect(offers.map((offer) => [offer.description, offer.required, offer.product])).toEqual([
      ['Brake wear sensor', false, '/products/100050'],
    ]);
  });

  it('stops offering a part once the job has it, but not because another job or the work order has it', () => {
    const onJob = { workOrderItems: [item(1, { product: sensor.product, jobId: job(1).id })] };
    expect(jobPartOffers(onJob, job(1), [sensor])).toEqual([]);
    const elsewhere = {
      workOrderItems: [
        item(1, { product: sensor.product, jobId: job(2).id }),
        item(3, { product: sensor.product, jobId: null }),
      ],
    };
    expect(jobPartOffers(elsewhere, job(1), [sensor])).toHaveLength(1);
  });

  it('offers a required part the job went on without (added offline) first', () => {
    const offers = jobPartOffers({ workOrderItems: [] }, job(1), [sensor, pads]);
    expect(offers.map((offer) => offer.description)).toEqual(['Brake Pad Set', 'Brake wear sensor']);
    expect(offers[0]!.required).toBe(true);
  });

  it('offers a part with no suggested product for choosing in its category, and none with nowhere to choose it', () => {
    const noProduct = jobPart({ product: null, productName: null, partRequired: false, unitPrice: 0 });
    const nowhere = jobPart({ partId: '7', product: null, productName: null, partCategory: null });
    const offers = jobPartOffers({ workOrderItems: [] }, job(1), [noProduct, nowhere]);
    expect(offers.map((offer) => [offer.partId, offer.product, offer.partCategory])).toEqual([
      ['402', null, 'braking/brake-pads'],
    ]);
  });
});
