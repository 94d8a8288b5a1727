import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { loginBodySchema, type LoginBody } from '../../../../contract/auth/schemas';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { TextField } from '../../../ui/form-field';
import { Page } from '../../../ui/page';
import { SubmitButton } from '../../../ui/submit-button';
import { useLogin } from '../api/login';
import { useSessionEndedFor } from '../session-ended';
import { SessionEndedNote } from './session-ended-note';

/**
 * /account/login: email and password; a wrong answer shows the server's message (§8). A person
 * sent here because their session ended is told so, and how many of their changes wait for them.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const endedFor = useSessionEndedFor();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await login.mutateAsync(values);
      // The home page is the target of the login redirect (§2).
      await navigate('/');
    } catch (failure) {
      setError(errorMessage(failure));
      form.resetField('password');
    }
  });

  return (
    <Page title="Log in" intro="Log in to see your account, your trade accounts and your prices." narrow>
      <form className="form card" onSubmit={onSubmit} noValidate>
        {endedFor && <SessionEndedNote userId={endedFor} />}
        <ErrorBanner>{error}</ErrorBanner>
        <TextField
          label="Email address"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="form__actions">
          <SubmitButton pending={login.isPending} pendingText="Logging in…">
            Log in
          </SubmitButton>
          <Link to="/account/forgot-password">Forgot your password?</Link>
        </div>
      </form>
      <p className="page__aside">
        New to Workbay? <Link to="/account/register">Create an account</Link>
      </p>
    </Page>
  );
}
