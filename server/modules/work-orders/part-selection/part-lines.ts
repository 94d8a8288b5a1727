import type { PriceListCurrency } from '../../../../contract/money/price-list';
import { currencyOfCountry } from '../../../../contract/money/sale-country';
import { partVatKind } from '../../../../contract/work-orders/part-kind';
import { itemUnitPrice } from '../../../../contract/work-orders/pricing/parts';
import { vatRateForLine } from '../../../../contract/work-orders/pricing/vat';
import type { ProductPricing } from '../../catalogue/catalogue.service';
import type { WorkOrderAccount } from '../work-orders.repository';

/**
 * What a part would carry on a work-order line of this account, from the catalogue's price read
 * (products.pricingBySkus, the read the work-order service prices its lines with) and the
 * contract's rules: the unit price a line charges, the VAT rate by the part's kind and the
 * account's country, the stock at the account's branch.
 */
export const currencyOfAccount = (account: WorkOrderAccount): PriceListCurrency => currencyOfCountry(account.country);

export const lineTaxRate = (account: WorkOrderAccount, categoryPath: string | null | undefined): number =>
  vatRateForLine(account.country, partVatKind(categoryPath));

export const stockAtBranch = (pricing: Pick<ProductPricing, 'stock'>, account: WorkOrderAccount): number =>
  pricing.stock.find((line) => line.branchId === account.branchId)?.quantity ?? 0;

export const lineUnitPrice = (pricing: Pick<ProductPricing, 'price' | 'surcharge'>): number =>
  itemUnitPrice({ price: pricing.price, surcharge: pricing.surcharge, overriddenPrice: null });

/** The product reference a work-order item carries. */
export const productReference = (sku: string): string => `/products/${encodeURIComponent(sku)}`;
