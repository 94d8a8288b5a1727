import { comparisonLimit, comparisonMessages } from '../../../contract/comparison/comparison-rules';
import type { ComparisonProduct } from '../../../contract/comparison/schemas';
import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { isUuid } from '../../../contract/ids/uuid-v7';
import type { PriceListCurrency } from '../../../contract/money/price-list';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { HttpProblem, notFound, violation } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import { partInformationOf, type ProductsRepository } from '../catalogue/catalogue.service';
import type { ComparisonRepository } from './comparison.repository';

interface Deps {
  db: Database;
  comparisons: ComparisonRepository;
  products: ProductsRepository;
}

/** The session's comparison: at most 4 products, guest or user (trade-features §4, §9). */
export function createComparisonService({ db, comparisons, products }: Deps) {
  const listOf = async (auth: AuthContext, currency: PriceListCurrency): Promise<ComparisonProduct[]> => {
    const rows = await comparisons.list(auth.sessionId);
    const found = await products.byIds(
      rows.map((row) => row.product_id),
      currency,
    );
    const byId = new Map(found.map((product) => [product.id, product]));
    return rows.flatMap((row) => {
      const product = byId.get(row.product_id);
      return product ? [toComparisonProduct(row.id, product)] : [];
    });
  };

  return {
    /**
     * The comparison, or its products of one category or one id. A category none of them is in
     * is not found (404): the client reads the chosen category, which another tab may have
     * emptied, and keeps that answer silent (trade-features §8).
     */
    async list(
      auth: AuthContext,
      filter: { category?: string; id?: string },
      currency: PriceListCurrency = 'GBP',
    ): Promise<ComparisonProduct[]> {
      const all = await listOf(auth, currency);
      const inCategory = filter.category ? all.filter((product) => product.category === filter.category) : all;
      if (filter.category && !inCategory.length) throw notFound(comparisonMessages.categoryNotInComparison);
      return inCategory.filter((product) => !filter.id || product.id === filter.id);
    },

    async add(auth: AuthContext, sku: string, currency: PriceListCurrency = 'GBP'): Promise<ComparisonProduct[]> {
      const [product] = await products.bySkus([sku]);
      if (!product) throw violation('sku', comparisonMessages.unknownProduct);
      // One transaction with the session locked, so that two tabs adding at once cannot pass the
      // limit together; a product already there is no change.
      await withTransaction(db, async () => {
        await comparisons.lockSession(auth.sessionId);
        const held = await comparisons.productIds(auth.sessionId);
        if (held.includes(product.id)) return;
        // A fifth product is a conflict with the state of the comparison, said in the person's words.
        if (held.length >= comparisonLimit) throw new HttpProblem(409, comparisonMessages.full);
        await comparisons.insert(auth.sessionId, product.id);
      });
      return listOf(auth, currency);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      if (!isUuid(id) || !(await comparisons.remove(auth.sessionId, id)))
        throw notFound(comparisonMessages.notInComparison);
    },
  };
}

function toComparisonProduct(id: string, product: ProductSummary): ComparisonProduct {
  return {
    '@id': `/storefront/product-comparisons/${id}`,
    id,
    category: product.category.name,
    sku: product.sku,
    productId: product.id,
    productName: product.productName,
    brandName: product.brand.name,
    currency: product.currency,
    price: product.price,
    wasPrice: product.wasPrice,
    wasPriceEcp: product.wasPriceEcp,
    surcharge: product.surcharge,
    taxRate: product.taxRate,
    productImage: product.image,
    showAddToBasketButton: product.showAddToBasketButton,
    partInformation: partInformationOf(product),
  };
}

export type ComparisonService = ReturnType<typeof createComparisonService>;
