/// <reference lib="webworker" />
// The job-sheet bench's baseline for messaging (bench/job-sheet.bench.ts): it takes the same ask
// as the job sheet's worker (the work order, cloned in) and answers at once with as many bytes as
// the job sheet's PDF, moved back as the real answer is. What is left of the real worker's time
// beside this is the PDF's own making.
import type { PrintAnswer, PrintAsk } from '../../src/print/build-document';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<PrintAsk & { echoBytes: number }>) => {
  const pdf = new ArrayBuffer(event.data.echoBytes);
  const answer: PrintAnswer = { id: event.data.id, type: 'pdf', pdf, fileName: 'echo.pdf', ms: 0 };
  self.postMessage(answer, [pdf]);
};
