import type { ProductSummary } from '../../contract/catalogue/schemas';
import { AddToBasketButton } from '../features/basket/components/add-to-basket-button';
import { CompareButton } from '../features/comparison/components/compare-button';
import { FavouriteButton } from '../features/favourites/components/favourite-button';
import { ListButton } from '../features/recent-items/components/list-button';
import { QuoteAction } from './quote-action';

/** What a person can do with a product wherever it shows: buy it, compare it, save it, list it, quote it. */
export function productActions(product: ProductSummary) {
  return (
    <>
      <AddToBasketButton product={product} />
      <CompareButton product={product} />
      <FavouriteButton product={product} />
      <ListButton product={product} />
      <QuoteAction product={product} />
    </>
  );
}
