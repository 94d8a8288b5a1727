import '../forms.css';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkFormData, cleanFormData } from '../../../../contract/forms/form-rules';
import type { Form } from '../../../../contract/forms/schemas';
import { ApiError, errorMessage } from '../../../api/api-error';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { useForms, useSubmitForm } from '../api/forms';
import { emptyValues, errorsByField, type FormValues } from '../form-values';
import { FormFieldInput } from './form-field-input';

/** The form itself: checked here with the server's own rules first, then sent; refusals beside each field. */
function ServerForm({ form }: { form: Form }) {
  const submit = useSubmitForm();
  const [values, setValues] = useState<FormValues>(() => emptyValues(form.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const element = useRef<HTMLFormElement>(null);

  /** After a refusal the first field at fault takes the focus, so its message is read out. */
  const focusFirstError = () =>
    requestAnimationFrame(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    setThanks(null);
    const local = errorsByField(form.fields, checkFormData(form.fields, values));
    setErrors(local.byField);
    if (Object.keys(local.byField).length > 0) {
      focusFirstError();
      return;
    }
    try {
      const answer = await submit.mutateAsync({ form: form.code, data: cleanFormData(form.fields, values) });
      setValues(emptyValues(form.fields));
      setThanks(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) {
        const server = errorsByField(form.fields, error.violations);
        setErrors(server.byField);
        setBanner(server.rest.length > 0 ? server.rest.join(' ') : null);
        focusFirstError();
      } else setBanner(errorMessage(error));
    }
  };

  return (
    <>
      <SuccessBanner>{thanks}</SuccessBanner>
      <form ref={element} className="form card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <ErrorBanner>{banner}</ErrorBanner>
        {form.fields.map((field) => (
          <FormFieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        <div className="form__actions">
          <SubmitButton pending={submit.isPending} pendingText="Sending…">
            {form.submitLabel}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

/**
 * /forms/{code}: a form the server describes (GET /forms): the contact form, the trade account
 * application. `notFound` when there is no form of that code.
 */
export function FormPage({ code, notFound }: { code: string; notFound: ReactNode }) {
  const forms = useForms();
  const form = forms.data?.find((candidate) => candidate.code === code);
  if (form)
    return (
      <Page title={form.name} intro={form.description} narrow>
        <ServerForm key={form.code} form={form} />
      </Page>
    );
  if (forms.data) return notFound;
  if (forms.fetchStatus === 'paused') return <OfflineNotice what="This form" />;
  if (forms.isError) return <ErrorBanner>We could not load this form: {errorMessage(forms.error)}</ErrorBanner>;
  return <Spinner label="Loading the form" />;
}
