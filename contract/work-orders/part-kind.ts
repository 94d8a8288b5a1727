import type { VatLineKind } from './pricing/vat';

/**
 * What a part is for VAT (design/providers.md): in Ireland tyres, batteries and accessories stay
 * at 23% even when fitted in a repair, while other fitted parts go at 13.5%. Read from the
 * catalogue category the part sits in, as the server knows it when it prices the line.
 */
const KINDS: [prefix: string, kind: VatLineKind][] = [
  ['tyres', 'tyre'],
  ['electrical/batteries', 'battery'],
  ['car-care', 'accessory'],
  ['tools', 'accessory'],
];

export function partVatKind(categoryPath: string | null | undefined): VatLineKind {
  if (!categoryPath) return 'part';
  return KINDS.find(([prefix]) => categoryPath === prefix || categoryPath.startsWith(`${prefix}/`))?.[1] ?? 'part';
}
