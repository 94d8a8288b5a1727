import { useId, useState } from 'react';
import type { ProductFilter } from '../../../../contract/catalogue/schemas';
import { useProductFilters } from '../api/categories';

const FILTERS_SHOWN = 6;

/**
 * The filters with fewest values first (the ones that split a list best), up to six; a chosen
 * one is always among them, so that it can be changed or set back to any when the counts move.
 */
function shownFilters(list: ProductFilter[], selected: string[]): ProductFilter[] {
  const chosen = (filter: ProductFilter) => selected.some((item) => item.startsWith(`${filter.code}:`));
  const room = FILTERS_SHOWN - list.filter(chosen).length;
  let others = 0;
  return [...list]
    .sort((a, b) => a.values.length - b.values.length)
    .filter((filter) => chosen(filter) || others++ < room);
}

/**
 * Attribute filters of a category (fitting position, width, viscosity…) with counts; one
 * value per attribute, chosen from a list, so that it works with a keyboard and a thumb.
 */
export function CategoryFilters({
  categoryId,
  selected,
  onChange,
}: {
  categoryId: string;
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  const filters = useProductFilters(categoryId, selected);
  // Open beside the grid on a tablet or desktop; folded above it on a phone.
  const [open] = useState(() => typeof window === 'undefined' || window.matchMedia('(min-width: 56rem)').matches);
  const list = filters.data?.filters ?? [];
  // While they load, their box holds its place (beside the grid, or folded above it), so the
  // products do not jump aside or down when the filters arrive.
  if (filters.isPending && filters.fetchStatus === 'fetching')
    return (
      <details className="filters" open={open} aria-busy="true">
        <summary className="filters__title">Filter</summary>
        <p className="muted">Loading the filters…</p>
      </details>
    );
  if (!list.length) return null;
  const valueOf = (code: string) => selected.find((item) => item.startsWith(`${code}:`))?.slice(code.length + 1) ?? '';
  const choose = (code: string, value: string) =>
    onChange([...selected.filter((item) => !item.startsWith(`${code}:`)), ...(value ? [`${code}:${value}`] : [])]);
  return (
    <details className="filters" open={open}>
      <summary className="filters__title">Filter{selected.length ? ` (${selected.length})` : ''}</summary>
      {shownFilters(list, selected).map((filter) => (
        <div className="field" key={filter.code}>
          <label className="field__label" htmlFor={`${id}-${filter.code}`}>
            {filter.label}
          </label>
          <select
            id={`${id}-${filter.code}`}
            className="field__input"
            value={valueOf(filter.code)}
            onChange={(event) => choose(filter.code, event.target.value)}
          >
            <option value="">Any</option>
            {filter.values.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value} ({option.count})
              </option>
            ))}
          </select>
        </div>
      ))}
      {selected.length > 0 && (
        <button type="button" className="button button--ghost" onClick={() => onChange([])}>
          Clear filters
        </button>
      )}
    </details>
  );
}
