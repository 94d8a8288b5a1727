import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { messages } from '../../../../contract/messages';
import { resetPasswordSchema } from '../../../../contract/users/schemas';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { TextField } from '../../../ui/form-field';
import { Page } from '../../../ui/page';
import { applyServerErrors } from '../../../ui/server-errors';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { useCaptcha } from '../api/captcha';
import { useResetPassword } from '../api/reset-password';
import { CaptchaCheckbox } from './captcha-checkbox';

type Values = z.infer<typeof resetPasswordSchema>;

/** /account/forgot-password: email and the captcha; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const captcha = useCaptcha();
  const reset = useResetPassword();
  const [robotChecked, setRobotChecked] = useState(false);
  const [robotError, setRobotError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { email: '' } });

  const localValue = captcha.data?.provider === 'local' ? captcha.data.localValue : null;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setBanner(null);
    setSent(null);
    if (!robotChecked || !localValue) {
      setRobotError('Please confirm that you are not a robot.');
      return;
    }
    try {
      const answer = await reset.mutateAsync({ email, captchaResponse: localValue });
      setSent(answer.message || messages.resetPasswordSent);
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, { email: 'email' }));
    }
    // A captcha answer is good for one request.
    setRobotChecked(false);
  });

  return (
    <Page
      title="Reset your password"
      intro="Enter the email address you log in with and we will email you a link to set a new password."
      narrow
    >
      <form className="form card" onSubmit={onSubmit} noValidate>
        <SuccessBanner>{sent}</SuccessBanner>
        <ErrorBanner>{banner}</ErrorBanner>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        {captcha.isPending && <Spinner label="Loading the captcha" />}
        {captcha.isError && (
          <ErrorBanner>
            The captcha could not be loaded: {errorMessage(captcha.error)}{' '}
            <button type="button" className="link-button" onClick={() => void captcha.refetch()}>
              Try again
            </button>
          </ErrorBanner>
        )}
        {captcha.data && !localValue && (
          <ErrorBanner>The captcha check is not available at the moment. Please try again later.</ErrorBanner>
        )}
        {localValue && (
          <CaptchaCheckbox
            checked={robotChecked}
            error={robotError}
            onChange={(checked) => {
              setRobotChecked(checked);
              if (checked) setRobotError(undefined);
            }}
          />
        )}
        <div className="form__actions">
          <SubmitButton pending={reset.isPending} pendingText="Sending…">
            Send reset link
          </SubmitButton>
          <Link to="/account/login">Back to log in</Link>
        </div>
      </form>
    </Page>
  );
}
