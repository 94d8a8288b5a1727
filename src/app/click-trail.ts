/**
 * The last clicks before an error (storefront-core §9: the last 10 clicked elements are tracked),
 * sent with the error report (render-error.ts) so that a report says what the person was doing.
 * Each is a short description — the element's tag, its accessible name or text (trimmed, never a
 * typed value) and the page's path — kept in memory only.
 */
export const CLICK_TRAIL_LENGTH = 10;
const NAME_LENGTH = 40;
const PATH_LENGTH = 60;

export interface ClickedElement {
  tag: string;
  name: string;
  path: string;
}

/** What a click lands in is often a span or an icon inside the control the person meant. */
const CONTROL =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], ' +
  '[role="tab"], [role="menuitem"], [role="checkbox"], [role="option"], [role="switch"]';

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function trim(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

function labelledBy(element: Element): string {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return squeeze(ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));
}

/** The accessible name, near enough: what a screen reader would call the control. */
function nameOf(element: Element): string {
  const aria = squeeze(element.getAttribute('aria-label')) || labelledBy(element);
  if (aria) return aria;
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ) {
    const label = squeeze(element.labels?.[0]?.textContent);
    if (label) return label;
    // A button-like input's value is its caption; any other value is what the person typed.
    const isButton = element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type);
    return isButton ? squeeze(element.value) : squeeze(element.getAttribute('placeholder'));
  }
  if (element instanceof HTMLImageElement) return squeeze(element.alt);
  return squeeze(element.textContent) || squeeze(element.getAttribute('title'));
}

export function describeClick(target: Element, path: string): ClickedElement {
  const element = target.closest(CONTROL) ?? target;
  return {
    tag: element.tagName.toLowerCase(),
    name: trim(nameOf(element), NAME_LENGTH),
    path: trim(path, PATH_LENGTH),
  };
}

const trail: ClickedElement[] = [];

export function recordClick(clicked: ClickedElement): void {
  trail.push(clicked);
  if (trail.length > CLICK_TRAIL_LENGTH) trail.splice(0, trail.length - CLICK_TRAIL_LENGTH);
}

/** The last clicks, oldest first. */
export function clickTrail(): readonly ClickedElement[] {
  return [...trail];
}

export function clearClickTrail(): void {
  trail.length = 0;
}

/** One line for a report, the newest click first (a long line is cut at its end, so the oldest go). */
export function formatClickTrail(clicks: readonly ClickedElement[]): string {
  return [...clicks]
    .reverse()
    .map((click) => `${click.tag}${click.name ? ` "${click.name}"` : ''} on ${click.path}`)
    .join(' < ');
}

/**
 * Listens to every click (in the capture phase, so a click whose handler throws is kept first).
 * Stopping only stops listening: the trail stays for a report made after the layout is gone.
 */
export function startClickTrail(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element) recordClick(describeClick(event.target, doc.location?.pathname ?? ''));
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
