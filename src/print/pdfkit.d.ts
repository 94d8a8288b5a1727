// pdfkit 0.20 ships no types, and @types/pdfkit (0.17) knows neither its named exports, its
// browser font registration (`registerStdFonts`, `pdfkit/standard-fonts/*`) nor `pdfkit/output`.
// This declares only what the job sheet uses, as 0.20's README and sources define it.
declare module 'pdfkit' {
  /** Generated metrics of one of the 14 standard fonts (`pdfkit/standard-fonts/Helvetica`). */
  export interface StandardFontData {
    name: string;
  }

  export interface PdfPage {
    width: number;
    height: number;
    margins: { top: number; bottom: number; left: number; right: number };
    /** The lowest y that content may reach: the page height less its bottom margin. */
    maxY(): number;
  }

  export interface PdfTextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineBreak?: boolean;
    lineGap?: number;
    ellipsis?: boolean | string;
    continued?: boolean;
  }

  export interface PdfDocumentOptions {
    size?: string | [number, number];
    margins?: { top: number; bottom: number; left: number; right: number };
    bufferPages?: boolean;
    autoFirstPage?: boolean;
    compress?: boolean;
    lang?: string;
    displayTitle?: boolean;
    font?: string;
    info?: { Title?: string; Author?: string; Subject?: string; Creator?: string; CreationDate?: Date };
  }

  export class PDFDocument {
    constructor(options?: PdfDocumentOptions);
    page: PdfPage;
    x: number;
    y: number;
    addPage(options?: PdfDocumentOptions): this;
    font(name: string, size?: number): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: PdfTextOptions): this;
    heightOfString(text: string, options?: PdfTextOptions): number;
    widthOfString(text: string, options?: PdfTextOptions): number;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, width: number, height: number): this;
    stroke(color?: string): this;
    fill(color?: string): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    off(event: string, listener: (...args: unknown[]) => void): this;
    end(): void;
  }

  /** Browser builds only: the standard fonts a document may use (the Node build loads them itself). */
  export function registerStdFonts(...fonts: StandardFontData[]): void;
  export default PDFDocument;
}

declare module 'pdfkit/output' {
  /** The whole document as one array of bytes; call it before `end()`. */
  export function toBytes(document: import('pdfkit').PDFDocument): Promise<Uint8Array>;
}

declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: import('pdfkit').StandardFontData;
  export default font;
}

declare module 'pdfkit/standard-fonts/HelveticaBold' {
  const font: import('pdfkit').StandardFontData;
  export default font;
}
