/**
 * A part as a work order names it: its brand, then its name ('Brembo Front Brake Pad Set …'),
 * without the brand twice when the catalogue's name already starts with it.
 */
export function partName(brand: string, name: string): string {
  return name.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`;
}
