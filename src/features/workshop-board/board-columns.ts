import { boardStatuses, boardStatusLabels } from '../../../contract/workshop-board/board-status';
import type { BoardWorkOrder, WorkshopBoard } from '../../../contract/workshop-board/schemas';

export type BoardView = 'technician' | 'status';

export interface BoardColumn {
  key: string;
  title: string;
  /** The technician the column is, when it is one. */
  technician: string | null;
  cards: BoardWorkOrder[];
}

/**
 * Whose column a work order sits in: the technician it is given to, else the first one clocked
 * onto it now, else the last who worked on it today; none of those: "Not given to anyone".
 */
export function ownerOf(card: BoardWorkOrder): string | null {
  return card.assignedTo ?? card.clockedOn[0]?.technician ?? card.workedBy.at(-1) ?? null;
}

export const UNASSIGNED = 'unassigned';

/** The board's columns: one per technician (and the unassigned), or one per status. */
export function columnsOf(board: WorkshopBoard, view: BoardView): BoardColumn[] {
  if (view === 'status')
    return boardStatuses.map((status) => ({
      key: status,
      title: boardStatusLabels[status],
      technician: null,
      cards: board.workOrders.filter((card) => card.boardStatus === status),
    }));
  const known = new Set(board.technicians.map((technician) => technician.id));
  const columns: BoardColumn[] = board.technicians.map((technician) => ({
    key: technician.id,
    title: technician.name,
    technician: technician.id,
    cards: [],
  }));
  const byId = new Map(columns.map((column) => [column.technician!, column]));
  const unassigned: BoardColumn = { key: UNASSIGNED, title: 'Not given to anyone', technician: null, cards: [] };
  for (const card of board.workOrders) {
    const owner = ownerOf(card);
    (owner && known.has(owner) ? byId.get(owner)! : unassigned).cards.push(card);
  }
  return [unassigned, ...columns];
}

/** A running clock's length as a wall screen shows it: 1:05:09, or 5:09 under an hour. */
export function elapsed(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The same length in words, for a screen reader: "1 hour 5 minutes". */
export function elapsedWords(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (h === 0) return part(m, 'minute');
  return m === 0 ? part(h, 'hour') : `${part(h, 'hour')} ${part(m, 'minute')}`;
}
