import type { PriceListCurrency } from '../../../contract/money/price-list';
import { currencyOfCountry } from '../../../contract/money/sale-country';
import { partVatKind } from '../../../contract/work-orders/part-kind';
import { vatRateForLine } from '../../../contract/work-orders/pricing/vat';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { WorkOrderAccount } from './work-orders.repository';

export interface QuickKitPricesDeps {
  /** The catalogue's prices in a price list (the products repository, as items read them). */
  parts: {
    pricingBySkus(
      skus: string[],
      currency: PriceListCurrency,
    ): Promise<{ sku: string; price: number; surcharge: number }[]>;
  };
  categoryPaths(skus: string[]): Promise<Map<string, string>>;
}

/** Fills what only the server knows of a work order's lines before the derive prices them. */
export type FillQuickKitPrices = (doc: WorkOrder, account: WorkOrderAccount) => Promise<WorkOrder>;

/**
 * The quick kits' chosen parts priced from the catalogue on every write, as a work order's items
 * are (work-orders.service.ts): the account's price list, price and surcharge, VAT by the part's
 * kind. What the device sent is never trusted for a price. An unchosen item (sku null), and a sku
 * the catalogue no longer has, cost nothing but their additional service.
 */
export function createQuickKitPrices({ parts, categoryPaths }: QuickKitPricesDeps): FillQuickKitPrices {
  return async (doc, account) => {
    if (!doc.workOrderQuickKits.length) return doc;
    const skus = [
      ...new Set(doc.workOrderQuickKits.flatMap((kit) => kit.workOrderQuickKitItems.flatMap((item) => item.sku ?? []))),
    ];
    const currency = currencyOfCountry(account.country);
    const [found, paths] = await Promise.all([parts.pricingBySkus(skus, currency), categoryPaths(skus)]);
    const bySku = new Map(found.map((part) => [part.sku, part]));
    const workOrderQuickKits = doc.workOrderQuickKits.map((kit) => ({
      ...kit,
      itemPrices: kit.workOrderQuickKitItems.map(({ sku }) => {
        const part = sku === null ? undefined : bySku.get(sku);
        return {
          sku,
          price: part?.price ?? 0,
          surcharge: part?.surcharge ?? 0,
          taxRate: vatRateForLine(account.country, partVatKind(sku === null ? null : paths.get(sku))),
        };
      }),
    }));
    return { ...doc, workOrderQuickKits };
  };
}
