/**
 * The text a control is described by (its `aria-describedby` elements, joined): what a screen
 * reader reads after its name, and where a form puts a field's error beside it.
 */
export function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
