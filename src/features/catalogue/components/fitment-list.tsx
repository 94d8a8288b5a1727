import type { ProductDetail } from '../../../../contract/catalogue/schemas';

const years = (from: number, to: number | null) => (to ? `${from}–${to}` : `${from} on`);

/** The vehicles a part fits; universal parts say so. */
export function FitmentList({ product }: { product: ProductDetail }) {
  if (product.universal) return <p>Fits any vehicle: this part is not vehicle-specific.</p>;
  return (
    <>
      <p className="muted">
        Fits {product.fitmentCount} {product.fitmentCount === 1 ? 'vehicle' : 'vehicles'}
        {product.fitmentCount > product.fitments.length ? `; the first ${product.fitments.length} are listed` : ''}.
      </p>
      {/* On a phone the table scrolls sideways inside this box: focusable, so that the arrow keys
          scroll it too (axe scrollable-region-focusable), and named for whoever lands on it. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Table of the vehicles, scrolls sideways">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Vehicle</th>
              <th scope="col">Engine</th>
              <th scope="col">Fuel</th>
              <th scope="col">Years</th>
            </tr>
          </thead>
          <tbody>
            {product.fitments.map((fitment) => (
              <tr key={fitment.tecdocId}>
                <td>
                  {fitment.make} {fitment.model}
                </td>
                <td>{fitment.variant}</td>
                <td>{fitment.fuel}</td>
                <td>{years(fitment.yearFrom, fitment.yearTo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
