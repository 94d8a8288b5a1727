import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { PartsOrders } from '../../../../../src/features/work-orders/components/parts-orders';
import { StatusActions } from '../../../../../src/features/work-orders/components/status-actions';
import { sampleId, samplePart, sampleWorkOrder } from '../../../print/job-sheet/sample-work-order';

const orderId = sampleId(700);
const order = (notOrdered?: { name: string; reason: string }[]): WorkOrder['partsOrders'] => [
  {
    id: orderId,
    reference: 'WB-124581',
    placedAt: '2026-12-06T10:40:00.000Z',
    totalIncTax: 41_280,
    ...(notOrdered ? { notOrdered } : {}),
  },
];

function ordered(notOrdered?: { name: string; reason: string }[]): WorkOrder {
  const items = [1, 2, 3].map((n) => samplePart(n, { orderedIn: n < 3 ? orderId : null }));
  return { ...sampleWorkOrder({ items }), status: 'parts-ordered', partsOrders: order(notOrdered) };
}

describe('what a parts order did, in one true sentence (issue 42)', () => {
  it('names the parts left off and why, and counts what was ordered', () => {
    render(<PartsOrders doc={ordered([{ name: 'Bosch Oil Filter', reason: 'out of stock at Leeds Kirkstall' }])} />);
    const list = screen.getByRole('list', { name: 'Parts orders' });
    expect(list.textContent).toMatch(/^2 of 3 parts ordered: WB-124581, £412\.80 inc\. VAT, 6 Dec 2026, \d\d:40\. /);
    expect(list.textContent).toMatch(/ Bosch Oil Filter not ordered: out of stock at Leeds Kirkstall\.$/);
  });

  it('an order that took every part says so without a count', () => {
    render(<PartsOrders doc={ordered()} />);
    expect(screen.getByRole('list', { name: 'Parts orders' }).textContent).toMatch(/^Parts ordered: WB-124581, /);
  });

  it('a refused order never also says it is being ordered', () => {
    const doc = {
      ...sampleWorkOrder({ items: [samplePart(1, { orderedIn: orderId })] }),
      status: 'parts-ordered' as const,
    };
    const noop = () => {};
    render(
      <StatusActions
        doc={doc}
        online
        notes={undefined}
        orderPending={false}
        orderRefused
        onMove={noop}
        onAuthorise={noop}
        onOrderParts={noop}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Status: Parts not ordered' })).toBeTruthy();
    expect(screen.queryByText('The parts are being ordered.')).toBeNull();
    expect(screen.queryByText(/Parts to be ordered/)).toBeNull();
  });
});
