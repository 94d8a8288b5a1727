import { useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { isPriced } from '../../../../contract/money/tax';
import { errorMessage } from '../../../api/api-error';
import { useSession } from '../../../session/use-session';
import { addToBasket, ensureBasket } from '../basket-store';
import { useBasketPricing } from '../hooks/use-pricing-context';

/** "Add to basket" (quantity 1, §5): recorded on the device at once, sent when online. */
export function AddToBasketButton({ product }: { product: ProductSummary }) {
  const { claims, isGuest } = useSession();
  const { currency, context } = useBasketPricing();
  const [state, setState] = useState<{ kind: 'idle' | 'added' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  if (!product.showAddToBasketButton || !isPriced(product.price)) return null;
  const add = async () => {
    if (!claims) return;
    try {
      const row = await ensureBasket(claims.id, isGuest, currency);
      if (row.orderPending) throw new Error('Your order is on its way: start a new basket to add more.');
      await addToBasket(row.id, product, 1, context);
      setState({ kind: 'added' });
    } catch (failure) {
      setState({ kind: 'error', message: errorMessage(failure) });
    }
  };
  return (
    <span className="add-to-basket">
      <button type="button" className="button button--accent" disabled={!claims} onClick={() => void add()}>
        Add to basket
      </button>
      <span className="add-to-basket__status" role="status">
        {state.kind === 'added' ? 'Added to basket' : state.kind === 'error' ? state.message : ''}
      </span>
    </span>
  );
}
