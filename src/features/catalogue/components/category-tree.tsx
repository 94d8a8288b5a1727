import '../catalogue.css';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useCategoryCountsForVehicle, useCategoryTree } from '../api/categories';

/**
 * The top categories and their children: the way into the catalogue from the home page. With an
 * active vehicle, the counts are of the parts that fit it, and categories with none are left out.
 */
export function CategoryTree() {
  const tree = useCategoryTree();
  const forVehicle = useCategoryCountsForVehicle().data;
  if (tree.isPending) return <Spinner label="Loading the categories" />;
  if (tree.isError) return <ErrorBanner>The categories could not be loaded: {tree.error.message}</ErrorBanner>;
  const counts = forVehicle?.tecdocId ? forVehicle.counts : null;
  const countOf = (category: { id: string; productCount: number }) =>
    counts ? (counts[category.id] ?? 0) : category.productCount;
  const roots = tree.data['hydra:member']
    .map((root) => ({ ...root, children: root.children.filter((child) => countOf(child) > 0) }))
    .filter((root) => countOf(root) > 0);
  return (
    <div className="category-tree">
      {counts && (
        <p className="category-tree__note muted">
          Showing the parts that fit your vehicle, with universal parts such as oils and tools.
        </p>
      )}
      {roots.map((root) => (
        <section key={root.id} className="card" aria-labelledby={`category-${root.id}`}>
          <h3 id={`category-${root.id}`}>
            <Link to={`/category/${root.path}`}>{root.name}</Link>
          </h3>
          <ul>
            {root.children.map((child) => (
              <li key={child.id}>
                <Link to={`/category/${child.path}`}>
                  {child.name} <span className="muted">({countOf(child)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
