import { SaveBasketAsQuote } from '../features/quotes/components/save-basket-as-quote';
import { useActiveVehicle } from '../features/vehicles/hooks/use-active-vehicle';
import { useSession } from '../session/use-session';
import { quoteVehicleOf } from './quote-vehicle';

/** "Save basket as a quote" under the basket's actions (the basket and quotes features, composed here). */
export function BasketQuoteAction({ id, ready }: { id: string; ready: boolean }) {
  const userId = useSession().claims?.id ?? '';
  const vehicle = quoteVehicleOf(useActiveVehicle());
  return <SaveBasketAsQuote userId={userId} basketId={id} vehicle={vehicle} ready={ready} />;
}
