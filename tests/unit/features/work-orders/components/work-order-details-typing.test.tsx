import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WorkOrderChange } from '../../../../../contract/work-orders/intents';
import { appDb } from '../../../../../src/db/app-db';
import { WorkOrderDetails } from '../../../../../src/features/work-orders/components/work-order-details';
import { TYPING_SAVE_MS } from '../../../../../src/features/work-orders/hooks/use-typed-text';
import { setHeaderFields } from '../../../../../src/features/work-orders/set-header-fields';
import { registerWorkOrderOperations } from '../../../../../src/features/work-orders/work-order-operations';
import { entriesOfWorkOrder, workOrderOperations } from '../../../../../src/features/work-orders/work-order-outbox';
import { createWorkOrder } from '../../../../../src/features/work-orders/work-order-store';
import { sealEntry } from '../../../../../src/sync/fold';
import { operationFor } from '../../../../../src/sync/operations';
import { clearDb } from '../../../sync/support';

const userId = 'u-bay';
const noNotes = { byPath: new Map(), general: [], waiting: new Set<string>() };

/** The details card on the device's row, as the editor shows it, writing through the store. */
function Details({ id }: { id: string }) {
  const row = useLiveQuery(() => appDb.workOrders.get(id), [id]);
  if (!row) return null;
  return (
    <WorkOrderDetails
      doc={row.workOrder}
      notes={noNotes}
      onSet={(field, value) => setHeaderFields(userId, id, { [field]: value }, `Change the ${field}`)}
    />
  );
}

async function open() {
  const id = await createWorkOrder(userId, { header: { vrm: 'WB19 KFD' }, currency: 'GBP', defaultUplift: 0 });
  const view = render(<Details id={id} />);
  const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement | HTMLTextAreaElement>;
  return { id, view, field };
}

const read = async (id: string) => (await appDb.workOrders.get(id))!.workOrder;
const changeEntries = async (id: string) =>
  (await entriesOfWorkOrder(id)).filter((entry) => entry.operation === workOrderOperations.changes);
const intentsOf = (entry: { payload: unknown }) => (entry.payload as { changes: WorkOrderChange[] }).changes;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Typed one key at a time, as a person does (each a change event, no blur). */
function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string, from = '') {
  for (let at = 1; at <= text.length; at += 1) fireEvent.change(input, { target: { value: from + text.slice(0, at) } });
}

/** Issue 42, "Nothing typed is lost": the details are kept on the device as they are typed. */
describe('typing into the work order’s details', () => {
  beforeAll(() => registerWorkOrderOperations());
  beforeEach(() => clearDb());

  it('keeps the reference on the device before the field is left, as one change', async () => {
    const { id, field } = await open();
    const reference = await field('Reference');
    typeInto(reference, 'JOB-1234');
    // Not one write per key: nothing yet, until typing pauses.
    expect((await read(id)).reference).toBe(null);

    await waitFor(async () => expect((await read(id)).reference).toBe('JOB-1234'), { timeout: 3_000 });
    const entries = await changeEntries(id);
    expect(entries).toHaveLength(1);
    expect(intentsOf(entries[0]!)).toEqual([
      { op: 'setFields', base: { reference: null }, set: { reference: 'JOB-1234' } },
    ]);
    // The field still shows what was typed, and still has the focus it had (not re-mounted).
    expect(reference.isConnected).toBe(true);
    expect(reference.value).toBe('JOB-1234');

    // Leaving the field has nothing more to queue.
    fireEvent.blur(reference);
    await pause(50);
    expect(await changeEntries(id)).toHaveLength(1);
  });

  it('folds two bursts of typing into one request when the outbox sends them', async () => {
    const { id, field } = await open();
    const reference = await field('Reference');
    typeInto(reference, 'JOB');
    await waitFor(async () => expect((await read(id)).reference).toBe('JOB'), { timeout: 3_000 });
    typeInto(reference, '-77', 'JOB');
    await waitFor(async () => expect((await read(id)).reference).toBe('JOB-77'), { timeout: 3_000 });
    const [first] = await changeEntries(id);

    // The sync engine seals the first before sending it, folding the second into it.
    const sealed = await sealEntry(first!, operationFor(workOrderOperations.changes));
    const entries = await changeEntries(id);
    expect(entries.map((entry) => entry.id)).toEqual([first!.id]);
    expect(intentsOf(sealed)).toEqual([
      { op: 'setFields', base: { reference: null }, set: { reference: 'JOB' } },
      { op: 'setFields', base: { reference: 'JOB' }, set: { reference: 'JOB-77' } },
    ]);
  });

  it('keeps what was typed when the editor goes mid-typing (browser Back)', async () => {
    const { id, view, field } = await open();
    typeInto(await field('Comment'), 'Knocking from the front left');
    typeInto(await field('Mileage'), '42,180');
    view.unmount();

    // Written at once, well before the pause that would have written them.
    await pause(TYPING_SAVE_MS / 2);
    const doc = await read(id);
    expect(doc.comment).toBe('Knocking from the front left');
    expect(doc.mileage).toBe(42_180);
    expect(await changeEntries(id)).toHaveLength(2);
  });

  it('keeps what was typed when the page is hidden (the tablet sleeps, a reload)', async () => {
    const { id, field } = await open();
    typeInto(await field('Reference'), 'BAY 3');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await pause(TYPING_SAVE_MS / 2);
    expect((await read(id)).reference).toBe('BAY 3');
  });

  it('says what is wrong with a figure when the field is left, not while it is typed', async () => {
    const { id, field } = await open();
    const mileage = await field('Mileage');
    typeInto(mileage, '12k');
    await pause(TYPING_SAVE_MS + 100);
    expect(mileage.getAttribute('aria-invalid')).toBe(null);
    expect(await changeEntries(id)).toHaveLength(0);

    fireEvent.blur(mileage);
    expect(mileage.getAttribute('aria-invalid')).toBe('true');
    expect(mileage.value).toBe('12k');
    expect(await changeEntries(id)).toHaveLength(0);
  });

  it('shows another tablet’s value in a field the person is not typing in', async () => {
    const { id, field } = await open();
    const reference = await field('Reference');
    await setHeaderFields(userId, id, { reference: 'FROM-OFFICE' }, 'Change the reference');
    await waitFor(() => expect(reference.value).toBe('FROM-OFFICE'));
  });
});
