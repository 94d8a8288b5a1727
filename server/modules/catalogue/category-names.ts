/**
 * A category asked for by a name people use rather than its slug (issue 45: `/category/brakes`
 * said "Category not found" while the menu's "Brakes" went to `/category/braking`). Tried only
 * when the path and the slug have found nothing, and only when exactly one category answers.
 */
interface Named {
  name: string;
  slug: string;
  path: string;
}

/** Common names of the demo catalogue's categories, by the path they mean. */
const commonNames: Record<string, string> = {
  brakes: 'braking',
  brake: 'braking',
  exhausts: 'exhaust-system',
  exhaust: 'exhaust-system',
  suspension: 'suspension-and-steering',
  steering: 'suspension-and-steering',
  bulbs: 'lighting',
  lights: 'lighting',
  batteries: 'electrical/batteries',
  battery: 'electrical/batteries',
  oils: 'oils-and-fluids',
  oil: 'oils-and-fluids',
  fluids: 'oils-and-fluids',
  cambelts: 'engine/timing-belt-kits',
  cambelt: 'engine/timing-belt-kits',
  'timing-belts': 'engine/timing-belt-kits',
  workshop: 'tools',
};

/** "Oils & Fluids" → "oils-and-fluids". */
export function slugOfName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const singular = (word: string) => word.replace(/(?<=.{3})s$/, '');

export function findByCommonName<T extends Named>(rows: readonly T[], asked: string): T | undefined {
  const wanted = slugOfName(asked.replaceAll('/', ' '));
  const known = commonNames[wanted];
  if (known) return rows.find((row) => row.path === known);
  const byName = rows.filter((row) => singular(slugOfName(row.name)) === singular(wanted));
  if (byName.length === 1) return byName[0];
  const bySlug = rows.filter((row) => singular(row.slug) === singular(wanted));
  return bySlug.length === 1 ? bySlug[0] : undefined;
}
