import { useDocument } from '../../../documents/use-document';
import { pullQuote } from '../api/pull-quotes';
import { quoteStore } from '../quote-store';

/**
 * One quote from the device, as the document kit keeps it (src/documents/use-document.ts); online,
 * the server's copy comes with today's prices of lines that moved.
 */
export const useQuote = (userId: string, id: string) => useDocument(quoteStore, pullQuote, userId, id);
