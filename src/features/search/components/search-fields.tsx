import type { InputHTMLAttributes } from 'react';

/**
 * The header search's label, field and button: the same in the full search box and in the shell
 * that paints before it (search-box-shell.tsx). `input` adds what each needs (the combobox's state).
 */
export function SearchFields({ id, input }: { id: string; input?: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search parts by number, cross-reference or words
      </label>
      <input
        id={`${id}-input`}
        type="search"
        className="search-box__input"
        // Short enough for a phone's header (390 px); the label says it in full.
        placeholder="Part/OE no. or words"
        autoComplete="off"
        enterKeyHint="search"
        {...input}
      />
      <button type="submit" className="button button--accent search-box__button">
        Search
      </button>
    </>
  );
}
