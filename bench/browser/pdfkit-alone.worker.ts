/// <reference lib="webworker" />
// The job-sheet bench's baseline for the chunk and for pdfkit's own cost (bench/job-sheet.bench.ts):
// pdfkit's browser build with the same two fonts the job sheet's worker registers, making a
// one-line A4 document. Its chunk beside the job sheet's is what the job sheet's own code adds.
import { PDFDocument, registerStdFonts } from 'pdfkit';
import { toBytes } from 'pdfkit/output';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import type { PrintAnswer, PrintAsk } from '../../src/print/build-document';

declare const self: DedicatedWorkerGlobalScope;

registerStdFonts(Helvetica, HelveticaBold);

self.onmessage = async (event: MessageEvent<PrintAsk>) => {
  const started = performance.now();
  const document = new PDFDocument({ size: 'A4', font: 'Helvetica' });
  const number = event.data.kind === 'job-sheet' ? event.data.workOrder.workOrderNumber : null;
  document.font('Helvetica-Bold', 14).text(`Job sheet · ${number ?? 'new'}`);
  const bytes = toBytes(document);
  document.end();
  const pdf = (await bytes).slice().buffer;
  const answer: PrintAnswer = {
    id: event.data.id,
    type: 'pdf',
    pdf,
    fileName: 'alone.pdf',
    ms: performance.now() - started,
  };
  self.postMessage(answer, [pdf]);
};
