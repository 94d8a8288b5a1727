import type { Clash } from '../../../contract/documents/clash';
import { workOrderMessages } from '../../../contract/work-orders/messages';
import { type ClashWords, DocumentClashProblem } from '../../http/conflict';
import { forbidden, notFound } from '../../http/problem';

const clashWords: ClashWords = {
  noun: 'work order',
  locked: 'Part of this work order can no longer change: its parts are ordered or it is closed.',
};

/** 409 for intents that clashed: the work order as it is and just what clashed, with both values. */
export const workOrderClash = (current: unknown, clashes: Clash[]) =>
  new DocumentClashProblem(current, clashes, clashWords);

export const noTradeAccount = () =>
  forbidden('Work orders need a trade account. Please log in with your trade account.');
export const workOrderNotFound = () => notFound(workOrderMessages.notFound);
