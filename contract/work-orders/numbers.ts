/** A work order's number as the garage reads it: WO-000123 (per trade account). */
export const formatWorkOrderNumber = (number: number): string => `WO-${String(number).padStart(6, '0')}`;

/** What the list's search matches: number, registration (with and without its space), reference, customer. */
export function workOrderSearchText(
  number: number,
  doc: {
    vrm?: string | null;
    reference?: string | null;
    customerName?: string | null;
    make?: string | null;
    model?: string | null;
  },
): string {
  const vrm = doc.vrm ?? '';
  return [
    formatWorkOrderNumber(number),
    String(number),
    vrm,
    vrm.replace(/\s+/g, ''),
    doc.reference,
    doc.customerName,
    doc.make,
    doc.model,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
