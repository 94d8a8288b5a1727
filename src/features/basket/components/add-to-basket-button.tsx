import '../add-to-basket.css';
import { useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { isPriced } from '../../../../contract/money/tax';
import { errorMessage } from '../../../api/api-error';
import { useSession } from '../../../session/use-session';
import { useEntityChanges } from '../../../sync/entity-changes';
import { useOnlineStatus } from '../../../sync/online-status';
import { usePricing } from '../../../ui/pricing-context';
import { basketChanges, type LineChange } from '../basket-changes';
import { useBasketPricingOnDemand } from '../hooks/use-pricing-context';

type AddState =
  { kind: 'idle' } | { kind: 'added'; basketId: string; lineId: string } | { kind: 'error'; message: string };

/** What the button says of the line it added, as the server's answer comes in (or does not). */
function addedWords(change: LineChange | undefined, online: boolean): { text: string; refused: boolean } {
  if (!change) return { text: 'Added to basket', refused: false };
  switch (change.status.kind) {
    case 'waiting':
      return {
        text: online
          ? 'Added to basket – sending…'
          : 'Added to basket on this device – it will be sent when you are back online',
        refused: false,
      };
    case 'retrying':
      return {
        text:
          `Added on this device, not sent yet: ${change.message ?? 'the server could not be reached'}. ` +
          'See your basket.',
        refused: false,
      };
    case 'refused':
      return { text: change.message ?? change.status.message, refused: true };
    case 'conflict':
      return {
        text: 'Added on this device, but the basket was changed elsewhere: choose which to keep in your basket.',
        refused: true,
      };
  }
}

/** "Add to basket" (quantity 1, §5): recorded on the device at once, sent when online. */
export function AddToBasketButton({ product }: { product: ProductSummary }) {
  const { claims, isGuest } = useSession();
  const { currency } = usePricing();
  const pricingFor = useBasketPricingOnDemand();
  const online = useOnlineStatus();
  const [state, setState] = useState<AddState>({ kind: 'idle' });
  // The added line's fate: "Added to basket" is said only once the server has it.
  const changes = useEntityChanges(state.kind === 'added' ? state.basketId : null);
  if (!product.showAddToBasketButton || !isPriced(product.price)) return null;
  const add = async () => {
    if (!claims) return;
    try {
      // The basket's store (Dexie, the outbox) loads on the first press, not with the page (issue 23).
      const { addToBasket, ensureBasket } = await import('../basket-store');
      const row = await ensureBasket(claims.id, isGuest, currency);
      if (row.orderPending) throw new Error('Your order is on its way: start a new basket to add more.');
      const lineId = await addToBasket(row.id, product, 1, await pricingFor(claims.id));
      setState({ kind: 'added', basketId: row.id, lineId });
    } catch (failure) {
      setState({ kind: 'error', message: errorMessage(failure) });
    }
  };
  const added = state.kind === 'added' ? addedWords(basketChanges(changes).lines.get(state.lineId), online) : null;
  const refused = state.kind === 'error' || added?.refused === true;
  return (
    <span className="add-to-basket">
      <button type="button" className="button button--accent" disabled={!claims} onClick={() => void add()}>
        Add to basket
      </button>
      <span className={`add-to-basket__status${refused ? ' add-to-basket__status--refused' : ''}`} role="status">
        {added ? added.text : state.kind === 'error' ? state.message : ''}
      </span>
    </span>
  );
}
