import '../search.css';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchFields } from './search-fields';

/**
 * The header search as it first paints, before its suggestions (which read the offline catalogue
 * on the device) have loaded: the same form, and Enter or the button opens the results page.
 */
export function SearchBoxShell() {
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (text) navigate(`/search?q=${encodeURIComponent(text)}`);
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <SearchFields id={id} input={{ name: 'q' }} />
    </form>
  );
}
