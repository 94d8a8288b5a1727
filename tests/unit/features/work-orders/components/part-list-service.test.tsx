import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { workOrderMessages } from '../../../../../contract/work-orders/messages';
import { deriveWorkOrder } from '../../../../../contract/work-orders/derive';
import { workOrderChangeSchema } from '../../../../../contract/work-orders/intents';
import type { WorkOrderItem } from '../../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { PartList } from '../../../../../src/features/work-orders/components/part-list';
import type { ItemServiceFields } from '../../../../../src/features/work-orders/item-service';
import { updateLine } from '../../../../../src/features/work-orders/work-order-edits';
import { blankWorkOrder } from '../../../../../src/features/work-orders/work-order-local';
import type { WorkOrderNotes } from '../../../../../src/features/work-orders/work-order-notes';
import { id, item } from '../../../../contract/work-orders/fixtures';
import { describedBy } from '../../../support/described-by';

const noNotes = (): WorkOrderNotes => ({ byPath: new Map(), general: [], waiting: new Set() });

/** Two tyres at £25.00 with fitting and balancing at £15.00 once for the line; brake pads with no service. */
const tyres = item(1, {
  productName: 'Michelin Primacy 4 205/55 R16',
  quantity: 2,
  additionalServiceName: 'Fit and balance',
  additionalServicePrice: 1500,
});
const pads = item(2, { productName: 'Brembo Front Brake Pad Set', price: 3895 });

const docOf = (items: WorkOrderItem[], over: Partial<WorkOrder> = {}): WorkOrder =>
  deriveWorkOrder(
    {
      ...blankWorkOrder(id(900), { vrm: 'WB19 KFD' }, 'GBP', '2026-11-26T09:00:00.000Z'),
      workOrderItems: items,
      ...over,
    },
    { country: 'GB', uplift: 10, overlapped: new Map() },
  );

function partList(doc: WorkOrder) {
  const onService = vi.fn<(line: WorkOrderItem, set: ItemServiceFields) => void>();
  render(
    <PartList doc={doc} parts={{}} notes={noNotes()} onQuantity={vi.fn()} onService={onService} onRemove={vi.fn()} />,
  );
  return { onService };
}

const row = (name: string) => screen.getByText(name, { exact: false }).closest('li') as HTMLElement;
const field = (form: HTMLElement, name: RegExp) => within(form).getByLabelText(name) as HTMLInputElement;

describe('an additional service on a part line (spec WO-14)', () => {
  it('shows its name and price, and the part and service adding up to the line’s total and the summary', () => {
    const doc = docOf([tyres, pads]);
    partList(doc);
    const line = row('Michelin Primacy 4');
    expect(line.textContent).toContain('Service: Fit and balance · £15.00');
    expect(line.textContent).toContain('Parts £50.00 + service £15.00 = £65.00');
    expect(within(line).getByText('£65.00', { selector: '.wo-line__price' })).toBeTruthy();
    // The lines shown add up to the summary (no jobs here): £65.00 + £38.95, of which £15.00 is labour.
    const shown = [...document.querySelectorAll('.wo-line__price')].map((price) => price.textContent);
    expect(shown).toEqual(['£65.00', '£38.95']);
    expect(doc.prices.workOrderSummary.total.excTax).toBe(6500 + 3895);
    expect(doc.prices.workOrderSummary.labourPrice.excTax).toBe(1500);
  });

  it('edits the service in pounds and sends it in pence, as one updateLine intent', () => {
    const doc = docOf([tyres, pads]);
    const { onService } = partList(doc);
    fireEvent.click(screen.getByRole('button', { name: 'Change the service on Michelin Primacy 4 205/55 R16' }));
    const form = screen.getByRole('form', { name: 'Additional service on Michelin Primacy 4 205/55 R16' });
    expect(field(form, /^Service/).value).toBe('Fit and balance');
    expect(field(form, /^Price/).value).toBe('15.00');
    fireEvent.change(field(form, /^Service/), { target: { value: ' Fit, balance and valves ' } });
    fireEvent.change(field(form, /^Price/), { target: { value: '17.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the service' }));

    const set = { additionalServiceName: 'Fit, balance and valves', additionalServicePrice: 1750 };
    expect(onService).toHaveBeenCalledWith(tyres, set);
    // What the editor sends with it: the line's change, from what the device showed.
    const [intent] = updateLine(doc, 'item', tyres.id, { ...set });
    expect(intent).toEqual({
      op: 'updateLine',
      kind: 'item',
      id: tyres.id,
      base: { additionalServiceName: 'Fit and balance', additionalServicePrice: 1500 },
      set,
    });
    expect(workOrderChangeSchema.safeParse(intent).success).toBe(true);
  });

  it('adds a service to a part, refusing a price out of range and a half-filled pair beside the field', () => {
    const { onService } = partList(docOf([tyres, pads]));
    fireEvent.click(screen.getByRole('button', { name: 'Add a service to Brembo Front Brake Pad Set' }));
    const form = screen.getByRole('form', { name: 'Additional service on Brembo Front Brake Pad Set' });
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save the service' }));

    // A name without a price: flagged on the price, nothing sent.
    fireEvent.change(field(form, /^Service/), { target: { value: 'Bed in the pads' } });
    save();
    expect(field(form, /^Price/).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field(form, /^Price/))).toContain('Please enter the service’s price');
    for (const typed of ['-5', '100000', 'ten']) {
      fireEvent.change(field(form, /^Price/), { target: { value: typed } });
      save();
      expect(describedBy(field(form, /^Price/))).toContain(workOrderMessages.price);
    }
    // A price without a name: flagged on the name.
    fireEvent.change(field(form, /^Service/), { target: { value: '  ' } });
    fireEvent.change(field(form, /^Price/), { target: { value: '12' } });
    save();
    expect(describedBy(field(form, /^Service/))).toContain(workOrderMessages.serviceName);
    expect(onService).not.toHaveBeenCalled();

    fireEvent.change(field(form, /^Service/), { target: { value: 'Bed in the pads' } });
    fireEvent.change(field(form, /^Price/), { target: { value: '£1,000.005' } });
    save();
    expect(onService).toHaveBeenCalledWith(pads, {
      additionalServiceName: 'Bed in the pads',
      additionalServicePrice: 100_001,
    });
    expect(screen.queryByRole('form')).toBe(null);
  });

  it('takes the service off a part, with both fields null', () => {
    const { onService } = partList(docOf([tyres]));
    fireEvent.click(screen.getByRole('button', { name: 'Take the service off Michelin Primacy 4 205/55 R16' }));
    expect(onService).toHaveBeenCalledWith(tyres, { additionalServiceName: null, additionalServicePrice: null });
  });

  it('flags a service half filled in, as §5 says', () => {
    partList(
      docOf([item(3, { productName: 'Wiper blades', additionalServiceName: 'Fit', additionalServicePrice: null })]),
    );
    expect(row('Wiper blades').textContent).toContain('This service needs both a name and a price');
  });

  it('shows the service of an ordered line, or of a closed work order, and offers no change', () => {
    const ordered = { ...tyres, orderedIn: id(500) };
    partList(docOf([ordered, pads], { status: 'completed' }));
    expect(row('Michelin Primacy 4').textContent).toContain('Service: Fit and balance · £15.00');
    expect(screen.queryByRole('button', { name: /service/ })).toBe(null);
  });

  it('a line that is a service alone shows its price and keeps both name and price', () => {
    const service = item(4, {
      product: null,
      productName: null,
      additionalServiceName: 'Diagnostic check',
      additionalServicePrice: 4500,
    });
    const { onService } = partList(docOf([service]));
    const line = row('Diagnostic check');
    expect(within(line).getByText('£45.00', { selector: '.wo-line__price' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change the service on Diagnostic check' }));
    const form = screen.getByRole('form', { name: 'Additional service on Diagnostic check' });
    fireEvent.change(field(form, /^Service/), { target: { value: '' } });
    fireEvent.change(field(form, /^Price/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the service' }));
    expect(describedBy(field(form, /^Service/))).toContain(workOrderMessages.serviceName);
    expect(onService).not.toHaveBeenCalled();
  });
});
