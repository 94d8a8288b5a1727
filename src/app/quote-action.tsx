import { lazy, Suspense } from 'react';
import type { ProductSummary } from '../../contract/catalogue/schemas';
import { useSession } from '../session/use-session';
import { retryImport } from './layout/retry-import';

// Reads the device's quotes: loaded only for a logged-in person, in a chunk of its own.
const AddToQuote = lazy(() =>
  retryImport(() => import('../features/quotes/components/add-to-quote')).then((m) => ({ default: m.AddToQuote })),
);

/** "Add to quote" among a product's actions (the catalogue and quotes features, composed here). */
export function QuoteAction({ product }: { product: ProductSummary }) {
  const { isLoggedIn, claims } = useSession();
  if (!isLoggedIn || !claims) return null;
  return (
    <Suspense fallback={null}>
      <AddToQuote userId={claims.id} product={product} />
    </Suspense>
  );
}
