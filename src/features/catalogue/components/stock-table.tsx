import { Link } from 'react-router';
import type { ProductInformation } from '../../../../contract/catalogue/schemas';

/** Stock at each branch, in the order the server gives (the person's branch, then nearest). */
export function StockTable({ stock }: { stock: ProductInformation['stock'] }) {
  const inStock = stock.filter((branch) => branch.stock > 0).length;
  return (
    <>
      <p className="muted">
        In stock at {inStock} of {stock.length} branches.
      </p>
      <div className="table-scroll">
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
            {stock.map((branch) => (
              <tr key={branch.location.id} className={branch.stock > 0 ? undefined : 'table__row--muted'}>
                <td>
                  <Link to={`/stores/${branch.location.slug}`}>{branch.location.name}</Link>
                </td>
                <td className="numeric">{branch.stock > 0 ? branch.stock : 'None'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
