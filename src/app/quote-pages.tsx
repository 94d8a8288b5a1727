import { useNavigate, useParams } from 'react-router';
import { QuotePage } from '../features/quotes/components/quote-page';
import { QuotesPage } from '../features/quotes/components/quotes-page';
import { SharedQuotePage } from '../features/quotes/components/shared-quote-page';
import { useActiveVehicle } from '../features/vehicles/hooks/use-active-vehicle';
import { useSession } from '../session/use-session';
import { keepQuoteBasket } from './quote-basket';
import { quoteVehicleOf } from './quote-vehicle';
import { RequireUser } from './require-user';

function Quotes() {
  const details = useActiveVehicle();
  const userId = useSession().claims?.id ?? '';
  return <QuotesPage userId={userId} activeVehicle={quoteVehicleOf(details)} />;
}

function Quote() {
  const { id = '' } = useParams();
  const userId = useSession().claims?.id ?? '';
  const navigate = useNavigate();
  const onBasket = async (basketId: string) => {
    await keepQuoteBasket(userId, basketId);
    await navigate('/store/basket');
  };
  return <QuotePage key={id} userId={userId} id={id} onBasket={onBasket} />;
}

/** /account/quotes. */
export function QuotesRoute() {
  return (
    <RequireUser>
      <Quotes />
    </RequireUser>
  );
}

/** /account/quotes/{id}. */
export function QuoteRoute() {
  return (
    <RequireUser>
      <Quote />
    </RequireUser>
  );
}

/** /shared-quotes/{token}: opens without logging in. */
export function SharedQuoteRoute() {
  const { token = '' } = useParams();
  return <SharedQuotePage token={token} />;
}
