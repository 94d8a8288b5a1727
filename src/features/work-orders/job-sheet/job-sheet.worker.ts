/// <reference lib="webworker" />
import { registerStdFonts } from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { buildJobSheet, type JobSheetAsk } from './build-job-sheet';

/**
 * The job sheet's worker (issue 24): builds the PDF off the main thread, so the bay tablet's screen
 * never stalls while it is made, and works offline (the service worker precaches this chunk). It
 * is loaded only when a sheet is first asked for (use-job-sheet.ts), which keeps pdfkit out of the
 * app's first paint. pdfkit's browser build carries no font metrics until they are registered.
 */
declare const self: DedicatedWorkerGlobalScope;

registerStdFonts(Helvetica, HelveticaBold);

self.onmessage = async (event: MessageEvent<JobSheetAsk>) => {
  const answer = await buildJobSheet(event.data, new Date());
  self.postMessage(answer, answer.type === 'pdf' ? [answer.pdf] : []);
};
