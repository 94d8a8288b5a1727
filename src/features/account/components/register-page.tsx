import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { registrationSchema } from '../../../../contract/users/schemas';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { TextField } from '../../../ui/form-field';
import { NewPasswordField } from '../../../ui/new-password-field';
import { Page } from '../../../ui/page';
import { applyServerErrors } from '../../../ui/server-errors';
import { SubmitButton } from '../../../ui/submit-button';
import { useRegister } from '../api/register';

type RegisterValues = z.input<typeof registrationSchema>;
const fields = ['firstName', 'lastName', 'email', 'telephone', 'password'] as const;
const fieldOfPath = Object.fromEntries(fields.map((f) => [f, f]));

/**
 * /account/register: a retail customer account, logged in straight after. `about` (the retailer's
 * registration text, composed by app/) goes after the form.
 */
export function RegisterPage({ about }: { about?: ReactNode } = {}) {
  const navigate = useNavigate();
  const registration = useRegister();
  const [banner, setBanner] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const form = useForm<RegisterValues, unknown, z.output<typeof registrationSchema>>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { firstName: '', lastName: '', email: '', telephone: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ telephone, ...values }) => {
    setBanner(null);
    setCheckEmail(null);
    try {
      const outcome = await registration.mutateAsync({ ...values, telephone: telephone || undefined });
      // Not logged in: the address already had an account, whose owner the server has mailed.
      if (outcome === 'check-email') setCheckEmail(values.email);
      else await navigate('/');
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, fieldOfPath));
    }
  });

  // The form is done with: in its place (on a phone the top of a long form is out of sight) the
  // notice and where to go next.
  if (checkEmail) {
    return (
      <Page title="Create an account" narrow>
        <div className="form card">
          <SuccessBanner>
            {`Please check your email. We have sent a message to ${checkEmail} saying how to log in.`}
          </SuccessBanner>
          <p>
            <Link to="/account/login">Log in</Link> ·{' '}
            <Link to="/account/forgot-password">Forgotten your password?</Link>
          </p>
        </div>
      </Page>
    );
  }

  return (
    <Page
      title="Create an account"
      intro="Create a retail customer account with your name, email address and a password."
      narrow
    >
      <form className="form card" onSubmit={onSubmit} noValidate>
        <ErrorBanner>{banner}</ErrorBanner>
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
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Telephone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.telephone?.message}
          {...form.register('telephone')}
        />
        <NewPasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
        <div className="form__actions">
          <SubmitButton pending={registration.isPending} pendingText="Creating account…">
            Create account
          </SubmitButton>
        </div>
      </form>
      <p className="page__aside">
        Already registered? <Link to="/account/login">Log in</Link>
      </p>
      {about}
    </Page>
  );
}
