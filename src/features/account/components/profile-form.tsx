import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { profileUpdateSchema, type User } from '../../../../contract/users/schemas';
import { ErrorBanner } from '../../../ui/alert';
import { TextField } from '../../../ui/form-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SubmitButton } from '../../../ui/submit-button';
import { useUpdateProfile } from '../api/update-profile';

const formSchema = z.required(profileUpdateSchema);
type ProfileValues = z.infer<typeof formSchema>;

/** Server paths of the three fields, in both spellings the user record uses. */
const fieldOfPath = {
  email: 'email',
  firstName: 'firstName',
  first_name: 'firstName',
  lastName: 'lastName',
  last_name: 'lastName',
} as const;

/** Edits email, first name and last name; server violations appear beside their fields (§5). */
export function ProfileForm({ user, onDone }: { user: User; onDone: (saved: boolean) => void }) {
  const update = useUpdateProfile(user.id);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      email: user.email ?? '',
      firstName: user.firstName ?? user.first_name ?? '',
      lastName: user.lastName ?? user.last_name ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await update.mutateAsync(values);
      onDone(true);
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, fieldOfPath));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Your details">
      <ErrorBanner>{banner}</ErrorBanner>
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
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="form__actions">
        <SubmitButton pending={update.isPending} pendingText="Saving…">
          Save details
        </SubmitButton>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onDone(false)}
          disabled={update.isPending}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
