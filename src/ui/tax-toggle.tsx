import { incTaxPreference } from '../storage/preferences';
import { useLocalValue } from '../storage/local-value';

/** Prices including or excluding VAT: a two-way switch, remembered as 'inc-tax'. */
export function TaxToggle() {
  const incTax = useLocalValue(incTaxPreference);
  return (
    <div className="tax-toggle" role="group" aria-label="Show prices">
      <button
        type="button"
        className="tax-toggle__option"
        aria-pressed={incTax}
        onClick={() => incTaxPreference.write(true)}
      >
        Inc. VAT
      </button>
      <button
        type="button"
        className="tax-toggle__option"
        aria-pressed={!incTax}
        onClick={() => incTaxPreference.write(false)}
      >
        Ex. VAT
      </button>
    </div>
  );
}
