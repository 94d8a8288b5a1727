import type { InvoiceType } from '../../../../contract/invoices/schemas';

export const invoiceTypeLabel: Record<InvoiceType, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
};

/** yyyy-MM-dd as people read it in the UK: '12 Mar 2026' (the day itself, whatever the zone). */
export function invoiceDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A VAT rate in basis points as a percentage: 2000 → '20%', 1350 → '13.5%'. */
export function vatRateLabel(rate: number): string {
  return `${rate / 100}%`;
}
