import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A downloaded PDF's text as a person's viewer shows it (PDF.js): the pages' text, spaces made one. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile(await download.path()));
  const document = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}
