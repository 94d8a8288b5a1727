/**
 * A registration as a plate shows it: 'WB19KFD' → 'WB19 KFD' for the current GB format (two
 * letters, two digits, three letters); any other (Irish, older GB, cherished) as it was typed.
 */
export function plateText(vrm: string | null | undefined): string {
  if (!vrm) return '';
  const compact = vrm.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : vrm.toUpperCase();
}
