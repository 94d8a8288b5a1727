/** Default currency; the trading country Ireland uses EUR (storefront-core §1 and §9). */
export const DEFAULT_CURRENCY = 'GBP';

export type TradingCurrency = 'GBP' | 'EUR';

export function currencyForTradingCountry(tradingCountry: string | null | undefined): TradingCurrency {
  return tradingCountry?.trim().toLowerCase() === 'ie' ? 'EUR' : 'GBP';
}
