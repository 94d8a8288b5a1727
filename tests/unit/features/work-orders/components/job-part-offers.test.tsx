import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HaynesProJobPart } from '../../../../../contract/work-orders/part-selection';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { keepRead } from '../../../../../src/db/saved-reads';
import { JobPartOffers } from '../../../../../src/features/work-orders/components/job-part-offers';
import { blankWorkOrder } from '../../../../../src/features/work-orders/work-order-local';
import { id, item, job } from '../../../../contract/work-orders/fixtures';
import { clearDb } from '../../../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../../support/fake-api';
import { renderAt } from '../../../support/render';

const part = (over: Partial<HaynesProJobPart>): HaynesProJobPart => ({
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
  ...over,
});
const parts = [
  part({}),
  part({
    partId: '2161',
    description: 'Brake wear sensor',
    partCategory: 'braking/wear-sensors',
    product: '/products/100050',
    productName: 'Bosch Brake Wear Sensor',
    unitPrice: 1250,
    partRequired: false,
    stockAvailability: 0,
  }),
  part({
    partId: '3',
    description: 'Brake cleaner',
    partCategory: 'chemicals/brake-cleaner',
    product: null,
    productName: null,
    unitPrice: 0,
    partRequired: false,
    stockAvailability: null,
  }),
];
const pads = job(1, { description: 'Front brake pads - renew' });
const doc: WorkOrder = {
  ...blankWorkOrder(id(1), { vrm: 'WB19 KFD', tecdocId: 1234 }, 'GBP', '2026-11-26T09:00:00.000Z'),
  workOrderJobs: [pads],
  workOrderItems: [item(2, { product: '/products/100001', jobId: pads.id })],
};
const answer = (members: HaynesProJobPart[]) =>
  json({
    tecdocId: 1234,
    repairTimeTaskId: pads.job,
    description: pads.description,
    time: 70,
    currency: 'GBP',
    haynesProJobParts: members,
  });

function renderOffers() {
  const onAdd = vi.fn();
  renderAt(
    <ul>
      <li>
        <JobPartOffers
          doc={doc}
          job={pads}
          partSelection={(category) => `/work-orders/add-parts/part-selection/${category}?workOrder=${doc.id}`}
          onAdd={onAdd}
        />
      </li>
    </ul>,
  );
  return onAdd;
}

describe('the parts offered under a repair-time job', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
    storeBearerSession(claims({ id: 'u1' }));
  });

  it('offers the optional parts not on the job: one tap adds it, or part selection opens at its category', async () => {
    fakeApi({ 'POST /haynes-pro/work-order/part-selection': () => answer(parts) });
    const onAdd = renderOffers();
    const offers = await screen.findByRole('list', { name: 'Parts to add to Front brake pads - renew' });
    const rows = within(offers).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Also often needed: Brake wear sensor · 1 × Bosch Brake Wear Sensor, £12.50 each · not at your branch',
      'Also often needed: Brake cleaner',
    ]);
    fireEvent.click(within(offers).getByRole('button', { name: 'Add Brake wear sensor to Front brake pads - renew' }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ product: '/products/100050', quantity: 1, unitPrice: 1250, required: false }),
    );
    const choose = within(offers).getByRole('link', { name: 'Choose Brake cleaner for Front brake pads - renew' });
    expect(choose.getAttribute('href')).toBe(
      `/work-orders/add-parts/part-selection/chemicals/brake-cleaner?workOrder=${doc.id}`,
    );
  });

  it('offers from the device’s copy of the job’s parts, read when the job went on, without asking again', async () => {
    await keepRead('u1', `work-orders/job-parts/1234/${pads.job}`, {
      tecdocId: 1234,
      repairTimeTaskId: pads.job,
      description: pads.description,
      time: 70,
      currency: 'GBP',
      haynesProJobParts: parts,
    });
    const api = fakeApi({});
    renderOffers();
    const offers = await screen.findByRole('list', { name: 'Parts to add to Front brake pads - renew' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  it('offers nothing when the job’s parts were never read on this device and the network is down', async () => {
    const api = fakeApi({
      'POST /haynes-pro/work-order/part-selection': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderOffers();
    await vi.waitFor(() => expect(api.callsTo('POST /haynes-pro/work-order/part-selection')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('list', { name: /Parts to add/ })).toBe(null);
  });
});
