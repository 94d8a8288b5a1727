import { describe, expect, it } from 'vitest';
import { currentSection } from '../../../../src/features/work-orders/current-section';

const view = { atEnd: false, height: 844 };
/** The four sections, one after the other, each ending where the next begins less a gap. */
const sections = (...tops: number[]) =>
  ['jobs', 'kits', 'parts', 'summary'].map((id, at) => ({
    id,
    top: tops[at]!,
    bottom: (tops[at + 1] ?? tops[at]! + 600) - 20,
  }));

describe('the section being read, for the jump bar', () => {
  it('is the first before any section has reached the reading line', () => {
    expect(currentSection(sections(400, 2000, 3000, 4000), 100, view)).toBe('jobs');
  });

  it('is the last whose top has passed the line under the bar', () => {
    expect(currentSection(sections(-1500, -200, 90, 1200), 100, view)).toBe('parts');
    expect(currentSection(sections(-1500, -200, 101, 1200), 100, view)).toBe('kits');
  });

  it('is none while the line is past a section’s end, in a part the bar does not name', () => {
    const schedulesBetween = [
      { id: 'jobs', top: -900, bottom: -300 },
      { id: 'kits', top: 400, bottom: 900 },
    ];
    expect(currentSection(schedulesBetween, 100, view)).toBeNull();
  });

  it('is the last in view at the foot of the page, where a short one never reaches the line', () => {
    expect(currentSection(sections(-3000, -1500, -200, 500), 100, { atEnd: true, height: 844 })).toBe('summary');
    expect(currentSection(sections(-3000, -1500, -200, 900), 100, { atEnd: true, height: 844 })).toBe('parts');
  });

  it('is none when the bar names no section on the page', () => {
    expect(currentSection([], 100, view)).toBeNull();
  });
});
