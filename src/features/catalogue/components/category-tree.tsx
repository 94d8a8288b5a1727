import '../catalogue.css';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useCategoryTree } from '../api/categories';

/** The top categories and their children: the way into the catalogue from the home page. */
export function CategoryTree() {
  const tree = useCategoryTree();
  if (tree.isPending) return <Spinner label="Loading the categories" />;
  if (tree.isError) return <ErrorBanner>The categories could not be loaded: {tree.error.message}</ErrorBanner>;
  return (
    <div className="category-tree">
      {tree.data['hydra:member'].map((root) => (
        <section key={root.id} className="card" aria-labelledby={`category-${root.id}`}>
          <h3 id={`category-${root.id}`}>
            <Link to={`/category/${root.path}`}>{root.name}</Link>
          </h3>
          <ul>
            {root.children.map((child) => (
              <li key={child.id}>
                <Link to={`/category/${child.path}`}>
                  {child.name} <span className="muted">({child.productCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
