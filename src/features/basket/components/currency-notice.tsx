import type { Basket } from '../../../../contract/basket/schemas';

const words: Record<Basket['currency'], { name: string; sign: string }> = {
  GBP: { name: 'pounds', sign: '£' },
  EUR: { name: 'euro', sign: '€' },
};

/**
 * A basket started in one currency while the person now sees the other (a guest who switched
 * between £ and €): the basket charges in its own, so say so, and offer to move the parts.
 */
export function CurrencyNotice({
  basketCurrency,
  shownCurrency,
  onMove,
}: {
  basketCurrency: Basket['currency'];
  shownCurrency: Basket['currency'];
  onMove: () => void;
}) {
  if (basketCurrency === shownCurrency) return null;
  const basket = words[basketCurrency];
  const shown = words[shownCurrency];
  return (
    <div className="basket__currency" role="note">
      <p>
        This basket was started in {basket.name} and is charged in {basket.sign}; prices elsewhere now show in{' '}
        {shown.sign}.
      </p>
      <button type="button" className="button" onClick={onMove}>
        Move these parts to a basket in {shown.name}
      </button>
    </div>
  );
}
