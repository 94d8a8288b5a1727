/// <reference lib="webworker" />
import { registerStdFonts } from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { buildDocument, type PrintAsk } from './build-document';

/**
 * The printed documents' worker (the job sheet, issue 24; the quote, issue 25): builds the PDF
 * off the main thread, so the screen never stalls while it is made, and works offline (the service
 * worker precaches this chunk with the app's other scripts). It is loaded only when a document is
 * first asked for (use-print-document.ts), which keeps pdfkit out of the app's first paint.
 * pdfkit's browser build carries no font metrics until they are registered.
 */
declare const self: DedicatedWorkerGlobalScope;

registerStdFonts(Helvetica, HelveticaBold);

self.onmessage = async (event: MessageEvent<PrintAsk>) => {
  const answer = await buildDocument(event.data, new Date());
  self.postMessage(answer, answer.type === 'pdf' ? [answer.pdf] : []);
};
