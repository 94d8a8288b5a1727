import '../search.css';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatAsOf, usePackSearch, usePackState } from '../../../catalogue-pack/use-pack';
import { useOnlineStatus } from '../../../sync/online-status';
import { useSearch } from '../api/search';
import { useDebounced } from '../../../ui/use-debounced';
import { SearchFields } from './search-fields';

const SUGGESTIONS = 6;

/**
 * The header search: part numbers, cross-references or words. Results show as you type
 * (debounced; the previous request is aborted); Enter or the button opens the results page.
 * A combobox in the ARIA sense: arrow keys move through the suggestions, Escape closes them.
 */
export function SearchBox() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const keywords = useDebounced(text, 250);
  const search = useSearch(keywords, 1, SUGGESTIONS);
  const pack = usePackState();
  const online = useOnlineStatus();
  const packSearch = usePackSearch(keywords, SUGGESTIONS, Boolean(pack));
  // The server stays the source; until it answers these keywords (offline, slow, or failed) the
  // offline catalogue's answer shows, in a few milliseconds.
  const serverAnswered = search.isSuccess && !search.isPlaceholderData;
  const fromPack = !serverAnswered && Boolean(pack) && (packSearch.data?.results.length ?? 0) > 0;
  const suggestions =
    !open || keywords.trim().length < 2
      ? []
      : fromPack
        ? (packSearch.data?.results ?? []).map(({ item }) => ({
            id: item.id,
            brand: item.brand.name,
            name: item.name,
            mpn: item.mpn,
          }))
        : (search.data?.products ?? []).map((product) => ({
            id: product.id,
            brand: product.brand.name,
            name: product.productName,
            mpn: product.mpn,
          }));
  const products = suggestions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = products[active];
    setOpen(false);
    if (chosen) navigate(`/products/${chosen.id}`);
    else if (text.trim()) navigate(`/search?q=${encodeURIComponent(text.trim())}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, products.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, -1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <SearchFields
        id={id}
        input={{
          role: 'combobox',
          'aria-expanded': products.length > 0,
          'aria-controls': `${id}-list`,
          'aria-activedescendant': active >= 0 ? `${id}-option-${active}` : undefined,
          value: text,
          onChange: (event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          },
          onKeyDown,
          onFocus: () => setOpen(true),
          onBlur: () => setTimeout(() => setOpen(false), 150),
        }}
      />
      {open && !online && pack === null && keywords.trim().length >= 2 && (
        <p className="search-box__list search-box__hint" role="status">
          You are offline.{' '}
          <Link
            to="/settings/offline-catalogue"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen(false)}
          >
            Download the offline catalogue
          </Link>{' '}
          to search parts without a connection.
        </p>
      )}
      {products.length > 0 && (
        <ul className="search-box__list" id={`${id}-list`} role="listbox" aria-label="Suggestions">
          {fromPack && pack && (
            <li role="presentation" className="search-box__source">
              Offline catalogue · stock as of {formatAsOf(pack.refreshedAt)} · offline price, confirmed when sent
            </li>
          )}
          {products.map((product, index) => (
            <li key={product.id} id={`${id}-option-${index}`} role="option" aria-selected={index === active}>
              <Link
                to={`/products/${product.id}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => setOpen(false)}
              >
                <span className="search-box__brand">{product.brand}</span>{' '}
                {product.name.replace(`${product.brand} `, '')} <span className="mono muted">{product.mpn}</span>
              </Link>
            </li>
          ))}
          <li role="presentation" className="search-box__all">
            <Link
              to={`/search?q=${encodeURIComponent(keywords.trim())}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setOpen(false)}
            >
              All results for “{keywords.trim()}”
            </Link>
          </li>
        </ul>
      )}
    </form>
  );
}
