import { useId } from 'react';
import { useLocalValue } from '../../../storage/local-value';
import { showVin } from '../vehicle-local-state';
import { VinEntry } from './vin-entry';

/** "Search by VIN", folded away until asked for; whether it is open is the local VIN flag. */
export function VinSearchSection() {
  const id = useId();
  const open = useLocalValue(showVin);
  return (
    <div className="vin-search">
      <button
        type="button"
        className="vin-search__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => showVin.write(!open)}
      >
        Search by VIN
      </button>
      <div id={id} hidden={!open}>
        {open && <VinEntry />}
      </div>
    </div>
  );
}
