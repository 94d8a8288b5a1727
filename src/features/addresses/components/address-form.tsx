import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import type { AddressType, Country } from '../../../../contract/addresses/countries';
import { addressFormSchema, addressTextFields, type Address } from '../../../../contract/addresses/schemas';
import { ApiError, errorMessage } from '../../../api/api-error';
import type { AddressRow } from '../../../db/addresses';
import { ErrorBanner } from '../../../ui/alert';
import { TextField } from '../../../ui/form-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SubmitButton } from '../../../ui/submit-button';
import type { AddressInput } from '../address-store';

type FormInput = z.input<typeof addressFormSchema>;
type FormOutput = z.output<typeof addressFormSchema>;

const fields = ['type', ...addressTextFields, 'default'] as const;
/** The server's propertyPath of each violation is the form's field name. */
const fieldOfPath = Object.fromEntries(fields.map((field) => [field, field]));

const TYPES: { type: AddressType; label: string }[] = [
  { type: 'delivery', label: 'Delivery' },
  { type: 'billing', label: 'Billing' },
];

export interface AddressFormProps {
  /** The address being changed; none for a new one. */
  row?: AddressRow;
  /** The server's refusal of its last change, still standing: shown beside the fields. */
  problem?: AddressRow['problem'];
  countries: readonly Country[];
  /** The person's name and country, filled in for a new address. */
  defaults: { firstName: string; lastName: string; countryCode: Address['countryCode'] };
  onSave: (input: AddressInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * An address, with the contract's fields and rules (addressFormSchema: each field, then the
 * country for the types and its postcode or Eircode), so every message shows beside its field
 * before anything is sent. A change the server refused opens with its violations in place.
 */
export function AddressForm({ row, problem, countries, defaults, onSave, onCancel }: AddressFormProps) {
  const address = row?.address;
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: {
      type: address?.type ?? ['delivery'],
      firstName: address?.firstName ?? defaults.firstName,
      lastName: address?.lastName ?? defaults.lastName,
      company: address?.company ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      town: address?.town ?? '',
      county: address?.county ?? '',
      postcode: address?.postcode ?? '',
      countryCode: (address?.countryCode ?? defaults.countryCode) as FormInput['countryCode'],
      telephone: address?.telephone ?? '',
      default: false,
    },
  });
  const { errors } = form.formState;
  const [types, countryCode] = useWatch({ control: form.control, name: ['type', 'countryCode'] });
  const isIreland = countryCode === 'IE';

  // The server's refusal of the last change, beside its fields (§5), as the form opens (or as
  // the refusal is read). Once: the same refusal read again must not mark fields the person has
  // since corrected. The banner says what is wrong, and the server's words no field takes.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const key = problem ? JSON.stringify(problem) : null;
    if (!problem || key === applied.current) return;
    applied.current = key;
    const rest = applyServerErrors(new ApiError(422, problem.message, problem.violations), form.setError, fieldOfPath);
    if (problem.violations.length === 0) setBanner(rest);
    else
      setBanner(
        ['These details were not accepted: correct what is marked and save again.', rest].filter(Boolean).join(' '),
      );
  }, [problem, form.setError]);

  // Countries that take every type chosen; the chosen one stays listed so its message can show.
  const chosen = Array.isArray(types) ? types : [];
  const offered = countries.filter(
    (country) =>
      country.code === countryCode ||
      chosen.every((type) => (type === 'billing' ? country.validForBilling : country.validForDelivery)),
  );

  const onSubmit = form.handleSubmit(async ({ id: _id, ...values }) => {
    setBanner(null);
    setSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, fieldOfPath) ?? errorMessage(error));
      setSaving(false);
    }
  });

  const typeError = errors.type?.message ?? (errors.type as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <form
      className="form card address-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? 'Change address' : 'New address'}
    >
      <ErrorBanner>{banner}</ErrorBanner>
      <fieldset
        className={typeError ? 'field field--invalid address-form__types' : 'field address-form__types'}
        aria-describedby={typeError ? 'address-type-error' : undefined}
      >
        <legend className="field__label">Use this address for</legend>
        <div className="address-form__choices">
          {TYPES.map(({ type, label }) => (
            <label key={type} className="address-form__choice">
              <input type="checkbox" value={type} {...form.register('type')} />
              {label}
            </label>
          ))}
        </div>
        {typeError && (
          <p className="field__error" id="address-type-error">
            {typeError}
          </p>
        )}
      </fieldset>
      <div className="form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Company name (optional)"
        autoComplete="organization"
        error={errors.company?.message}
        {...form.register('company')}
      />
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        error={errors.line1?.message}
        {...form.register('line1')}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        error={errors.line2?.message}
        {...form.register('line2')}
      />
      <div className="form__row">
        <TextField
          label="Town or city"
          autoComplete="address-level2"
          error={errors.town?.message}
          {...form.register('town')}
        />
        <TextField
          label="County (optional)"
          autoComplete="address-level1"
          error={errors.county?.message}
          {...form.register('county')}
        />
      </div>
      <div className={errors.countryCode ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="address-country">
          Country
        </label>
        <select
          id="address-country"
          className="field__input"
          autoComplete="country"
          aria-invalid={errors.countryCode ? true : undefined}
          aria-describedby={errors.countryCode ? 'address-country-error' : undefined}
          {...form.register('countryCode')}
        >
          {offered.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.countryCode && (
          <p className="field__error" id="address-country-error">
            {errors.countryCode.message}
          </p>
        )}
      </div>
      <TextField
        label={isIreland ? 'Eircode' : 'Postcode'}
        hint={isIreland ? 'For example, D02 X285' : 'For example, LS1 4AP'}
        autoComplete="postal-code"
        autoCapitalize="characters"
        error={errors.postcode?.message}
        {...form.register('postcode')}
      />
      <TextField
        label="Telephone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...form.register('telephone')}
      />
      {!address && (
        <label className="address-form__choice">
          <input type="checkbox" {...form.register('default')} />
          Make this my default address for the types chosen
        </label>
      )}
      <div className="form__actions">
        <SubmitButton pending={saving} pendingText="Saving…">
          {address ? 'Save changes' : 'Save address'}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
