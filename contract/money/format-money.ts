/**
 * Money on screen: minor units ÷ 100 with the currency's symbol (storefront-core §9). Amounts
 * are integers in minor units everywhere else. CHF is shown rounded to 0.05.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    }
    formatters.set(currency, format);
  }
  return format;
}

export function formatMoney(minorUnits: number, currency = 'GBP'): string {
  let amount = minorUnits / 100;
  if (currency === 'CHF') amount = Math.round(amount * 20) / 20;
  return formatter(currency).format(amount);
}
