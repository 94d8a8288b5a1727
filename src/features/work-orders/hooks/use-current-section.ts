import { useEffect, useState, type RefObject } from 'react';
import { currentSection } from '../current-section';

/** How far under the bar a section's top may be and still count as reached (a jump leaves it ~12px below). */
const READING_GAP = 32;

/** The section a link goes to: the section around the heading it names, else the element itself. */
export function sectionOf(id: string): HTMLElement | null {
  const target = document.getElementById(id);
  return target?.closest('section') ?? target;
}

/**
 * The id the person is reading, of those the bar's in-page links name, followed as the page
 * scrolls or is resized. A link the layout does not show (the summary beside the work on a wide screen) is
 * left out, so that it is never the one marked.
 */
export function useCurrentSection(bar: RefObject<HTMLElement | null>): string | null {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const nav = bar.current;
      if (!nav) return;
      const shown = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].filter(
        (link) => link.getClientRects().length > 0,
      );
      const sections = shown.flatMap((link) => {
        const id = link.hash.slice(1);
        const section = sectionOf(id);
        if (!section) return [];
        const { top, bottom } = section.getBoundingClientRect();
        return [{ id, top, bottom }];
      });
      const root = document.documentElement;
      setCurrent(
        currentSection(sections, nav.getBoundingClientRect().bottom + READING_GAP, {
          atEnd: window.scrollY + window.innerHeight >= root.scrollHeight - 2,
          height: window.innerHeight,
        }),
      );
    };
    const soon = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [bar]);

  return current;
}
