import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';

/**
 * pdfkit's browser build, the one the worker runs, with the two fonts the worker registers. Node's
 * resolution of 'pdfkit' picks its Node build, whose `instanceof Uint8Array` checks fail on zlib's
 * buffers under jsdom's globals and garble the streams; the browser build has neither problem.
 */
let loaded: Promise<(typeof import('pdfkit'))['PDFDocument']> | undefined;

export function browserPdfDocument() {
  loaded ??= (async () => {
    const nodeBuild = createRequire(import.meta.url).resolve('pdfkit');
    const url = pathToFileURL(join(dirname(nodeBuild), 'pdfkit.browser.mjs')).href;
    const browser = (await import(/* @vite-ignore */ url)) as typeof import('pdfkit');
    browser.registerStdFonts(Helvetica, HelveticaBold);
    return browser.PDFDocument;
  })();
  return loaded;
}
