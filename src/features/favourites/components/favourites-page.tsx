import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { OfflineNotice } from '../../../ui/offline-notice';
import { useFavourites } from '../api/favourites';

/** `/account/favourites`: the parts a person saved, newest first. The grid is app/'s to give. */
export function FavouritesPage({ renderProducts }: { renderProducts: (products: ProductSummary[]) => ReactNode }) {
  const favourites = useFavourites(true);
  return (
    <Page title="Favourites" intro="Parts you saved, newest first.">
      {favourites.isPending && favourites.fetchStatus === 'paused' && <OfflineNotice what="Your favourites" />}
      {favourites.isPending && favourites.fetchStatus !== 'paused' && <Spinner label="Loading your favourites" />}
      {favourites.isError && <ErrorBanner>{favourites.error.message}</ErrorBanner>}
      {favourites.data?.['hydra:member'].length === 0 && (
        <p className="empty">
          No favourites yet. Save a part with its ♡ button to find it here. <Link to="/">Browse the catalogue</Link>
        </p>
      )}
      {favourites.data &&
        favourites.data['hydra:member'].length > 0 &&
        renderProducts(favourites.data['hydra:member'].map((f) => f.product))}
    </Page>
  );
}
