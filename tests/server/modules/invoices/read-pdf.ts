import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text, page by page, read back with PDF.js: what a person's viewer would show. */
export async function readPdfText(bytes: Uint8Array): Promise<{ pages: number; text: string; title: unknown }> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = await document.getMetadata();
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: parts.join(' ').replace(/\s+/g, ' '), title: (info as { Title?: unknown }).Title };
}
