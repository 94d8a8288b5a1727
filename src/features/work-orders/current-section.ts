/** Where a section of the page is, as the browser measures it (px from the top of the screen). */
export interface SectionTop {
  id: string;
  top: number;
  bottom: number;
}

/** Room for the gap between two cards (1.25rem), so that the mark does not flicker off crossing it. */
const BETWEEN_SECTIONS = 48;

/**
 * The section a person is reading, for the editor's jump bar (issue 45): the last one, in page
 * order, whose top has passed the reading line just under the sticky bar, or the first before any
 * has; none when the line is past its end, in a part of the page the bar does not name (the
 * maintenance schedules). At the foot of the page, where a short last section can never reach the
 * line, the last one that has come into view.
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
  const reading = passed[passed.length - 1];
  if (!reading) return sections[0]!.id;
  return reading.bottom + BETWEEN_SECTIONS > readingLine ? reading.id : null;
}
