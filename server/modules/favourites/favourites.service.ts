import type { ProductSummary } from '../../../contract/catalogue/schemas';
import type { Favourite } from '../../../contract/favourites/routes';
import { favouriteMessages } from '../../../contract/favourites/messages';
import { isUuid } from '../../../contract/ids/uuid-v7';
import type { PriceListCurrency } from '../../../contract/money/price-list';
import { notFound, violation } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import type { ProductsRepository } from '../catalogue/catalogue.service';
import type { FavouriteRow, FavouritesRepository } from './favourites.repository';

interface Deps {
  favourites: FavouritesRepository;
  products: ProductsRepository;
}

/** Favourites of a logged-in user (trade-features §7 "Favourites"). */
export function createFavouritesService({ favourites, products }: Deps) {
  const toFavourite = (row: FavouriteRow, product: ProductSummary): Favourite => ({
    '@id': `/product-favourites/${row.id}`,
    id: row.id,
    product,
    createdAt: new Date(row.created_at).toISOString(),
  });

  /** The product named by its IRI ('/products/{id}', with or without '/api'), id, slug or sku. */
  const productOf = async (reference: string, currency: PriceListCurrency): Promise<ProductSummary | undefined> => {
    const id = reference.replace(/^(\/api)?\/products\//, '');
    return (await products.byIdOrSlug(id, currency)) ?? (await products.bySkus([id], currency))[0];
  };

  return {
    async list(auth: AuthContext, currency: PriceListCurrency = 'GBP'): Promise<Favourite[]> {
      const rows = await favourites.list(auth.userId);
      const found = new Map(
        (
          await products.byIds(
            rows.map((row) => row.product_id),
            currency,
          )
        ).map((p) => [p.id, p]),
      );
      return rows.flatMap((row) => {
        const product = found.get(row.product_id);
        return product ? [toFavourite(row, product)] : [];
      });
    },

    async add(auth: AuthContext, reference: string, currency: PriceListCurrency = 'GBP'): Promise<Favourite> {
      const product = await productOf(reference, currency);
      if (!product) throw violation('product', favouriteMessages.unknownProduct);
      return toFavourite(await favourites.add(auth.userId, product.id), product);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      if (!isUuid(id) || !(await favourites.remove(auth.userId, id))) throw notFound(favouriteMessages.notFound);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
