import type { ProductInformation } from '../../../../contract/catalogue/schemas';

/** Stock at the first branch of the list (the person's own), and how many others have it. */
export function StockSummary({ information }: { information: ProductInformation | undefined }) {
  if (!information) return <p className="stock stock--unknown">Checking stock…</p>;
  const [here, ...others] = information.stock;
  const elsewhere = others.filter((branch) => branch.stock > 0).length;
  if (here && here.stock > 0) {
    return (
      <p className="stock stock--in">
        <strong>{here.stock} in stock</strong> at {here.location.name}
      </p>
    );
  }
  return (
    <p className={elsewhere ? 'stock stock--elsewhere' : 'stock stock--out'}>
      {here ? `None at ${here.location.name}` : 'Out of stock'}
      {elsewhere ? ` · ${elsewhere} other ${elsewhere === 1 ? 'branch has' : 'branches have'} it` : ''}
    </p>
  );
}
