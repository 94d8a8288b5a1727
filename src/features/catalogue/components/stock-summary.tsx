import type { ProductInformation } from '../../../../contract/catalogue/schemas';

/**
 * Said where product information was answered but is empty (trade-features §5: no product of
 * the request priced, or none shown on the website): the branch can still say.
 */
export const STOCK_NOT_SHOWN = 'Ask your branch about stock';

/**
 * Stock at the person's branch and how many others have it; without a branch of their own,
 * how many branches have it.
 */
export function StockSummary({
  information,
  failed = false,
  answered = false,
}: {
  information: ProductInformation | undefined;
  failed?: boolean;
  /** Product information has been answered: no `information` then means none is shown. */
  answered?: boolean;
}) {
  // The request failed (offline, the server down): say so rather than checking forever.
  if (!information && failed) return <p className="stock stock--unknown">Stock could not be checked</p>;
  if (!information && answered) return <p className="stock stock--unknown">{STOCK_NOT_SHOWN}</p>;
  if (!information) return <p className="stock stock--unknown">Checking stock…</p>;
  const holding = information.stock.filter((branch) => branch.stock > 0);
  const plural = (count: number) => `${count} ${count === 1 ? 'branch' : 'branches'}`;
  const [here] = information.stock;
  if (!information.preferredBranchId || !here) {
    return holding.length ? (
      <p className="stock stock--in">In stock at {plural(holding.length)}</p>
    ) : (
      <p className="stock stock--out">Out of stock</p>
    );
  }
  if (here.stock > 0) {
    return (
      <p className="stock stock--in">
        <strong>{here.stock} in stock</strong> at {here.location.name}
      </p>
    );
  }
  const elsewhere = holding.length;
  return (
    <p className={elsewhere ? 'stock stock--elsewhere' : 'stock stock--out'}>
      None at {here.location.name}
      {elsewhere ? ` · ${plural(elsewhere)} ${elsewhere === 1 ? 'has' : 'have'} it` : ''}
    </p>
  );
}
