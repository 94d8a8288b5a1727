import type { BoardWorkOrder } from '../../../../contract/workshop-board/schemas';

/** What a card is called where a control names it: its plate, else its number. */
export const cardName = (card: BoardWorkOrder) => card.vrm || card.workOrderNumber || 'work order';
