/** Where a section of the page is, as the browser measures it (px from the top of the screen). */
export interface SectionTop {
  id: string;
  top: number;
}

/**
 * The section a person is reading, for the editor's jump bar (issue 45): the last one, in page
 * order, whose top has passed the reading line just under the sticky bar, or the first before any
 * has. At the foot of the page, where a short last section can never reach the line, the last one
 * that has come into view.
 */
export function currentSection(
  sections: readonly SectionTop[],
  readingLine: number,
  view: { atEnd: boolean; height: number },
): string | null {
  if (!sections.length) return null;
  if (view.atEnd) {
    const shown = sections.filter((section) => section.top < view.height);
    if (shown.length) return shown[shown.length - 1]!.id;
  }
  const passed = sections.filter((section) => section.top <= readingLine);
  return (passed.length ? passed[passed.length - 1]! : sections[0]!).id;
}
