import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoardWorkOrder, WorkshopBoard } from '../../../../contract/workshop-board/schemas';
import { columnsOf, elapsed, elapsedWords, ownerOf } from '../../../../src/features/workshop-board/board-columns';
import { BoardColumns } from '../../../../src/features/workshop-board/components/workshop-board-page';

const TOM = '01936b2e-0000-7000-8000-000000000001';
const PRIYA = '01936b2e-0000-7000-8000-000000000002';
const card = (id: string, over: Partial<BoardWorkOrder> = {}): BoardWorkOrder => ({
  id: `01936b2e-0000-7000-8000-0000000001${id}`,
  workOrderNumber: `WO-0000${id}`,
  status: 'pending',
  boardStatus: 'waiting',
  vrm: `WB${id} ABC`,
  make: 'Ford',
  model: 'Focus',
  customerName: null,
  numberOfJobs: 1,
  assignedTo: null,
  clockedOn: [],
  workedBy: [],
  closedMinutes: 0,
  createdAt: '2026-03-02T08:00:00.000Z',
  ...over,
});
const since = new Date(Date.now() - 65 * 60_000).toISOString();
const board: WorkshopBoard = {
  date: '2026-03-02',
  timeZone: 'Europe/London',
  version: 'v1',
  technicians: [
    { id: TOM, name: 'Tom Fletcher', role: 'technician', clockedOn: null, onShiftSince: null },
    {
      id: PRIYA,
      name: 'Priya Sharma',
      role: 'technician',
      clockedOn: { kind: 'job', workOrder: card('11').id, job: null, reason: null, since },
      onShiftSince: since,
    },
  ],
  workOrders: [
    card('10', { assignedTo: TOM }),
    card('11', { boardStatus: 'in-progress', clockedOn: [{ technician: PRIYA, job: null, since }], workedBy: [PRIYA] }),
    card('12', { boardStatus: 'ready', status: 'completed' }),
  ],
  nextDue: [card('12').id],
};

describe('the workshop board’s columns', () => {
  it('puts a card under its technician, else whoever is on it, else "Not given to anyone"', () => {
    expect(ownerOf(board.workOrders[1]!)).toBe(PRIYA);
    const columns = columnsOf(board, 'technician');
    expect(columns.map((column) => [column.title, column.cards.map((c) => c.vrm)])).toEqual([
      ['Not given to anyone', ['WB12 ABC']],
      ['Tom Fletcher', ['WB10 ABC']],
      ['Priya Sharma', ['WB11 ABC']],
    ]);
    expect(columnsOf(board, 'status').map((column) => column.cards.length)).toEqual([1, 1, 0, 0, 1]);
  });

  it('tells a running clock’s length for the eye and for a screen reader', () => {
    const start = '2026-03-02T08:00:00.000Z';
    expect(elapsed(start, Date.parse('2026-03-02T09:05:09Z'))).toBe('1:05:09');
    expect(elapsed(start, Date.parse('2026-03-02T08:04:02Z'))).toBe('4:02');
    expect(elapsedWords(start, Date.parse('2026-03-02T09:01:00Z'))).toBe('1 hour 1 minute');
  });

  it('shows who is on what for how long, and gives a job to another technician by its menu', () => {
    const onMove = vi.fn();
    render(<BoardColumns board={board} view="technician" disabled={false} onMove={onMove} />);
    const priya = screen.getByRole('region', { name: /^Priya Sharma/ });
    expect(within(priya).getByText(/On WB11 ABC/)).toBeTruthy();
    expect(within(priya).getAllByText(/for 1 hour 5 minutes/).length).toBeGreaterThan(0);
    const tom = screen.getByRole('region', { name: /^Tom Fletcher/ });
    fireEvent.click(within(tom).getByRole('button', { name: 'Give to… (WB10 ABC)' }));
    const menu = within(tom).getByRole('combobox', { name: 'Give to (WB10 ABC)' });
    expect(document.activeElement).toBe(menu);
    fireEvent.change(menu, { target: { value: PRIYA } });
    expect(onMove).toHaveBeenCalledWith(board.workOrders[0], PRIYA);
    expect(within(tom).getByRole('button', { name: 'Give to… (WB10 ABC)' })).toBeTruthy();
  });

  it('offline, the menus cannot be opened', () => {
    render(<BoardColumns board={board} view="status" disabled onMove={() => {}} />);
    for (const button of screen.getAllByRole('button', { name: /^Give to…/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
