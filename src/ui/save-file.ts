/**
 * Saves a document the page holds as a blob URL (an invoice PDF), as a press on a download link
 * would (issue 43): "Download invoice" is one press, never a second link to press afterwards.
 */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
