import { useRef } from 'react';
import { sectionOf, useCurrentSection } from '../hooks/use-current-section';

export interface JumpSection {
  /** The id of the section's heading. */
  id: string;
  name: string;
  /** Shown only where the section is not already in sight beside the work (below 900px). */
  narrowOnly?: boolean;
}

/**
 * "Work order sections" (issue 45): a bar of in-page links that stays under the top of the screen
 * as the editor scrolls, so that a phone or a tablet reaches the parts without scrolling past the
 * whole repair-time tree. Plain links, so they work without script and from the keyboard; with
 * script, the jump scrolls (smoothly unless the person asked for less motion) and moves the focus
 * to the section's heading, so that the next Tab is inside it. The section being read is marked
 * (none while the person reads a part the bar does not name).
 */
export function SectionJumpBar({ sections }: { sections: readonly JumpSection[] }) {
  const bar = useRef<HTMLElement>(null);
  const current = useCurrentSection(bar);

  const jump = (id: string) => {
    const heading = document.getElementById(id);
    const section = sectionOf(id);
    if (!heading || !section) return false;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };

  return (
    <nav ref={bar} className="wo-jump" aria-label="Work order sections">
      <ul className="wo-jump__links">
        {sections.map((section) => (
          <li key={section.id} className={section.narrowOnly ? 'wo-jump__item wo-jump__item--narrow' : 'wo-jump__item'}>
            <a
              className="wo-jump__link"
              href={`#${section.id}`}
              aria-current={section.id === current ? 'location' : undefined}
              onClick={(event) => {
                if (jump(section.id)) event.preventDefault();
              }}
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
