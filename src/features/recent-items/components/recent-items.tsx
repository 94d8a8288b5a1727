import { Link } from 'react-router';
import { useLocalValue } from '../../../storage/local-value';
import { clearList, productList, recentItems, removeFromList } from '../recent-items-store';

/** Recently viewed parts and the parts list, kept on this device so that they show offline. */
export function RecentItems() {
  const recent = useLocalValue(recentItems);
  const list = Object.values(useLocalValue(productList));
  if (!recent.length && !list.length) return null;
  return (
    <div className="card-grid recent-items">
      {recent.length > 0 && (
        <section className="card" aria-labelledby="recent-heading">
          <h3 id="recent-heading">Recently viewed</h3>
          <ul className="plain-list">
            {recent.slice(0, 8).map((item) => (
              <li key={item.id}>
                <Link to={`/products/${item.id}`}>{item.productName}</Link>{' '}
                <span className="muted mono">{item.sku}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.length > 0 && (
        <section className="card" aria-labelledby="list-heading">
          <h3 id="list-heading">Your parts list ({list.length})</h3>
          <ul className="plain-list">
            {list.map((item) => (
              <li key={item.objectID}>
                <Link to={`/products/${item.id}`}>{item.productName}</Link>{' '}
                <button type="button" className="link-button" onClick={() => removeFromList(item.objectID)}>
                  Remove<span className="visually-hidden"> {item.productName}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--ghost button--small" onClick={clearList}>
            Clear the list
          </button>
        </section>
      )}
    </div>
  );
}
