import { Link } from 'react-router';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { useSession } from '../../../session/use-session';
import { useFavourites, useToggleFavourite } from '../api/favourites';

/** A heart that adds or removes the product; guests are invited to log in instead. */
export function FavouriteButton({ product }: { product: ProductSummary }) {
  const { isLoggedIn } = useSession();
  // A guest's card holds no query of favourites and no change to send: a page of two dozen cards
  // would otherwise set them all up for a link (issue 23).
  if (!isLoggedIn) {
    return (
      <Link className="button button--ghost button--small" to="/account/login">
        Log in to save
      </Link>
    );
  }
  return <FavouriteToggle product={product} />;
}

function FavouriteToggle({ product }: { product: ProductSummary }) {
  const favourites = useFavourites(true);
  const { add, remove } = useToggleFavourite();
  const existing = favourites.data?.['hydra:member'].find((favourite) => favourite.product.id === product.id);
  const busy = add.isPending || remove.isPending || favourites.isPending;
  const error = add.error ?? remove.error;
  return (
    <>
      <button
        type="button"
        className={
          existing
            ? 'button button--ghost button--small favourite favourite--on'
            : 'button button--ghost button--small favourite'
        }
        aria-pressed={Boolean(existing)}
        disabled={busy}
        onClick={() => (existing ? remove.mutate(existing.id) : add.mutate(product['@id']))}
      >
        <span aria-hidden="true">{existing ? '♥' : '♡'}</span> {existing ? 'Saved' : 'Save'}
        <span className="visually-hidden"> {product.productName} to favourites</span>
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </>
  );
}
