import { Link } from 'react-router';
import type { Category } from '../../../../contract/catalogue/schemas';
import { groupThousands } from '../../../../contract/money/format-money';
import { useCategoryCountsForVehicle } from '../api/categories';

/**
 * The kinds of a category as chips with their counts. With an active vehicle the counts are of
 * the parts that fit it (as the listing a chip opens), and kinds with none are left out, as on the
 * home page's tree. Until those counts are known, no count is shown rather than a wrong one; the
 * whole category's holds its room unseen, so that with no vehicle chosen (the same counts) nothing
 * moves when they come (a phone's layout shift was 0.08 as the chips rewrapped).
 */
export function SubcategoryChips({ category }: { category: Category }) {
  const forVehicle = useCategoryCountsForVehicle();
  const counts = forVehicle.data?.tecdocId ? forVehicle.data.counts : null;
  // Without the vehicle's counts (none chosen, or they could not be read), the whole category's.
  const settled = !forVehicle.isPending || forVehicle.fetchStatus !== 'fetching';
  const countOf = (child: Category['children'][number]) =>
    counts ? (counts[child.id] ?? 0) : settled ? child.productCount : undefined;
  const children = category.children.filter((child) => countOf(child) !== 0);
  if (!children.length) return null;
  return (
    <nav className="chips" aria-label={`Kinds of ${category.name.toLowerCase()}`}>
      {children.map((child) => {
        const count = countOf(child);
        return (
          <Link key={child.id} className="chip" to={`/category/${child.path}`}>
            {child.name}{' '}
            {count === undefined ? (
              <span className="chip__count chip__count--pending" aria-hidden="true">
                {groupThousands(child.productCount)}
              </span>
            ) : (
              <span className="chip__count">{groupThousands(count)}</span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
