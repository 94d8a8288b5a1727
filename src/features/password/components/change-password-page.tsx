import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { existingPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    setDone(null);
    try {
      const answer = await change.mutateAsync(values);
      setDone(answer.message || 'Your password has been changed.');
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setBanner(messages.userNotFound);
      else setBanner(applyServerErrors(error, form.setError, fieldOfPath));
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
