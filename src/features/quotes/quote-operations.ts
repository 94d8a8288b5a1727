import { quoteRules } from '../../../contract/quotes/apply';
import { registerDocumentOperations } from '../../documents/document-operations';
import { quoteStore } from './quote-store';
import { describeQuoteClash } from './quote-words';

/** The quotes' operations in the sync registry (the document kit's); app/ calls this once at start. */
export function registerQuoteOperations(): void {
  registerDocumentOperations(quoteStore, {
    requests: () => import('./api/quote-requests'),
    rules: quoteRules,
    describeClash: describeQuoteClash,
    named: true,
  });
}
