/**
 * A catalogue model is a generation ('Focus Mk4', '3 Series G20', 'Sportage NQ5'); registration
 * services name only the family, in capitals ('FOCUS', '3 SERIES', 'SPORTAGE'). The family is
 * the name without its trailing generation code: 'Mk4', a Roman numeral, or a short chassis code
 * ('F20', 'W177', 'E210', 'QL', '8X'). A one-word name ('Zoe', '500') is its own family, and so
 * is 'Model 3', whose last word is the model itself.
 */
const GENERATION = /^(Mk\d+|[IVX]+|[A-Z]{1,3}\d{0,4}|\d[A-Z])$/;

export function modelFamily(model: string): string {
  const words = model.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  return words.length > 1 && GENERATION.test(last) ? words.slice(0, -1).join(' ') : model.trim();
}

/** How two spellings of a family or make compare: 'A-Class' = 'A CLASS', 'Citroën' = 'CITROEN'. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}
