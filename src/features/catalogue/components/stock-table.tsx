import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductInformation } from '../../../../contract/catalogue/schemas';

const FIRST = 8;

/**
 * The branches that hold the part, in the order the server gives (the person's branch first,
 * even when it holds none, then the nearest), the first few at once and the rest on request, so
 * the page stays short on a phone.
 */
export function StockTable({
  stock,
  preferredBranchId = null,
}: {
  stock: ProductInformation['stock'];
  /** The person's branch when the server put it first (trade account's or chosen on the device). */
  preferredBranchId?: string | null;
}) {
  const [all, setAll] = useState(false);
  const inStock = stock.filter((branch) => branch.stock > 0).length;
  const shown = all ? stock : stock.slice(0, FIRST);
  const mineFirst = preferredBranchId !== null && stock[0]?.location.id === preferredBranchId;
  const branches = `${inStock} ${inStock === 1 ? 'branch' : 'branches'}`;
  const summary = !inStock
    ? 'Not in stock at any branch.'
    : !mineFirst
      ? `In stock at ${branches}.`
      : stock[0]?.stock
        ? `In stock at ${branches}: your branch first, then the nearest.`
        : `None at your branch; in stock at ${branches}, the nearest first.`;
  if (!stock.length) return <p className="muted">{summary}</p>;
  return (
    <>
      <p className="muted">{summary}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Branch</th>
            <th scope="col" className="numeric">
              In stock
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((branch, index) => (
            <tr key={branch.location.id} className={branch.stock > 0 ? undefined : 'table__row--muted'}>
              <td>
                <Link to={`/stores/${branch.location.slug}`}>{branch.location.name}</Link>
                {mineFirst && index === 0 && <span className="stock-table__mine">Your branch</span>}
              </td>
              <td className="numeric">{branch.stock > 0 ? branch.stock : 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {stock.length > FIRST && (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? 'Show fewer branches' : `Show all ${stock.length} branches`}
        </button>
      )}
    </>
  );
}
