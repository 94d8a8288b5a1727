import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { messages } from '../../../../contract/messages';
import { updatePasswordSchema } from '../../../../contract/users/schemas';
import { ApiError } from '../../../api/api-error';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { TextField } from '../../../ui/form-field';
import { NewPasswordField } from '../../../ui/new-password-field';
import { Page } from '../../../ui/page';
import { applyServerErrors } from '../../../ui/server-errors';
import { SubmitButton } from '../../../ui/submit-button';
import { useUpdatePassword } from '../api/update-password';
import { takeViolation } from '../violation-of';
import { FormProblem } from './form-problem';

const formSchema = z.pick(updatePasswordSchema, { email: true, newPassword: true });
type Values = z.infer<typeof formSchema>;

/** After the server's word on the link's token: the form has no token field, the person a way to a new link. */
const newLinkAdvice =
  'This link cannot set your password: choose “Ask for a new link” and use the link in the new email.';

/** /account/set-password?token=…&email=…: the page the password reset email links to. */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const update = useUpdatePassword();
  const [banner, setBanner] = useState<string | null>(null);
  // What is wrong with the link itself, said beside "Ask for a new link" (§5 token, §8 401).
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const linkProblemId = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: searchParams.get('email') ?? '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    setLinkProblem(null);
    try {
      const answer = await update.mutateAsync({ ...values, token });
      setDone(answer.message || 'Your new password is set. You can now log in with it.');
    } catch (error) {
      // A wrong, used or expired token, or the wrong email, answers 401 (§8): the text says what to do.
      if (error instanceof ApiError && error.status === 401) {
        setLinkProblem(messages.setPasswordUnauthorised);
        return;
      }
      // A 400 on the token (§5): the link is broken, whatever is typed.
      const tokenError = takeViolation(error, 'token');
      if (tokenError.message) setLinkProblem(`${tokenError.message} ${newLinkAdvice}`);
      if (tokenError.rest !== null)
        setBanner(applyServerErrors(tokenError.rest, form.setError, { email: 'email', newPassword: 'newPassword' }));
    }
  });

  if (done) {
    return (
      <Page title="Set a new password" narrow>
        <div className="card">
          <SuccessBanner>{done}</SuccessBanner>
          <Link className="button button--primary" to="/account/login">
            Log in
          </Link>
        </div>
      </Page>
    );
  }

  if (!token) {
    return (
      <Page title="Set a new password" narrow>
        <div className="card">
          <ErrorBanner>This link is incomplete. Please use the link in the latest password reset email.</ErrorBanner>
          <Link to="/account/forgot-password">Ask for a new link</Link>
        </div>
      </Page>
    );
  }

  return (
    <Page title="Set a new password" intro="Choose a new password for your Workbay account." narrow>
      <form className="form card" onSubmit={onSubmit} noValidate>
        <ErrorBanner>{banner}</ErrorBanner>
        <TextField
          label="Email address"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordField label="New password" error={errors.newPassword?.message} {...form.register('newPassword')} />
        <div className="form__actions">
          <SubmitButton pending={update.isPending} pendingText="Saving…">
            Set new password
          </SubmitButton>
          <Link to="/account/forgot-password" aria-describedby={linkProblem ? linkProblemId : undefined}>
            Ask for a new link
          </Link>
          {linkProblem && <FormProblem id={linkProblemId}>{linkProblem}</FormProblem>}
        </div>
      </form>
    </Page>
  );
}
