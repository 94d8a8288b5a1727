import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { messages } from '../../../../contract/messages';
import { changePasswordSchema, type ChangePassword } from '../../../../contract/users/schemas';
import { ApiError } from '../../../api/api-error';
import { useSession } from '../../../session/use-session';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { TextField } from '../../../ui/form-field';
import { NewPasswordField } from '../../../ui/new-password-field';
import { Page } from '../../../ui/page';
import { applyServerErrors } from '../../../ui/server-errors';
import { SubmitButton } from '../../../ui/submit-button';
import { useChangePassword } from '../api/change-password';
import { takeViolation } from '../violation-of';
import { FormProblem } from './form-problem';

/** Server paths of the fields: the existing password may come back as `password` (§5). */
const fieldOfPath = {
  existingPassword: 'existingPassword',
  password: 'existingPassword',
  newPassword: 'newPassword',
} as const;

/** /account/change-password: the existing password and a new one. */
export function ChangePasswordPage() {
  const { claims } = useSession();
  const change = useChangePassword(claims?.id ?? '');
  const [banner, setBanner] = useState<string | null>(null);
  // What is wrong with the account the page acts for (§5 id, §8 404): no field can fix it, a new login can.
  const [accountProblem, setAccountProblem] = useState<string | null>(null);
  const accountProblemId = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { existingPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    setAccountProblem(null);
    setDone(null);
    try {
      const answer = await change.mutateAsync(values);
      setDone(answer.message || 'Your password has been changed.');
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setAccountProblem(messages.userNotFound);
        return;
      }
      const idError = takeViolation(error, 'id');
      if (idError.message) setAccountProblem(idError.message);
      if (idError.rest !== null) setBanner(applyServerErrors(idError.rest, form.setError, fieldOfPath));
    }
  });

  return (
    <Page title="Change your password" narrow>
      <form className="form card" onSubmit={onSubmit} noValidate>
        <SuccessBanner>{done}</SuccessBanner>
        <ErrorBanner>{banner}</ErrorBanner>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.existingPassword?.message}
          {...form.register('existingPassword')}
        />
        <NewPasswordField label="New password" error={errors.newPassword?.message} {...form.register('newPassword')} />
        {accountProblem && (
          <FormProblem id={accountProblemId}>
            <p>{accountProblem} Please log in again, then change your password.</p>
            <Link to="/account/login">Log in again</Link>
          </FormProblem>
        )}
        <div className="form__actions">
          <SubmitButton pending={change.isPending} pendingText="Changing password…">
            Change password
          </SubmitButton>
          <Link to="/account">Back to your account</Link>
        </div>
      </form>
    </Page>
  );
}
