import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A table's box that scrolls sideways when the table is wider than the screen. Only while it does
 * is it a named region in the tab order, so the arrow keys scroll it (axe scrollable-region-focusable)
 * and a keyboard user does not stop on every table that already fits.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls sideways` } : {})}
    >
      {children}
    </div>
  );
}
