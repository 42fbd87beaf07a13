import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { authKeys } from '@/lib/auth.ts';
import { useChangePassword } from '../../api/account.ts';
import { changePasswordFormSchema, setPasswordFormSchema } from '../../form-schemas.ts';
import { applyServerFieldErrors } from '../server-errors.ts';
import { FormActions, SettingsSection } from '@/components/ui/settings-section.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';

/**
 * Changes the password; an account an invitation made has none yet, so its member chooses one here without a
 * current password (and then signs in with it on other devices).
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const changePassword = useChangePassword();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(hasPassword ? changePasswordFormSchema : setPasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setFailure(null);
    changePassword.mutate(hasPassword ? { currentPassword, newPassword } : { newPassword }, {
      onSuccess: ({ message }) => {
        reset();
        toast({ title: hasPassword ? 'Password changed' : 'Password set', description: message });
        if (!hasPassword) void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
      },
      onError: (error) => {
        const message = toastError('Could not change your password', error, 'Your password could not be changed. Please try again.');
        const placed = applyServerFieldErrors(error, setError, {
          fields: ['currentPassword', 'newPassword', 'confirmPassword'],
          // the password policy names the field `password`
          rename: { password: 'newPassword' },
        });
        if (!placed) setFailure(message);
      },
    });
  });

  return (
    <SettingsSection
      id="password"
      title="Password"
      description={
        hasPassword
          ? 'Changing your password signs you out on your other devices.'
          : 'Your account was made from an invitation and has no password yet. Choose one to sign in with next time.'
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={hasPassword ? 'Change password' : 'Set a password'}>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {hasPassword ? (
          <Field label="Current password" error={errors.currentPassword?.message} className="sm:max-w-[calc(50%-0.625rem)]">
            {(control) => <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />}
          </Field>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="New password" error={errors.newPassword?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
            {(control) => <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" />}
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message}>
            {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
          </Field>
        </div>
        <FormActions>
          <SubmitButton type="submit" pending={changePassword.isPending} pendingLabel={hasPassword ? 'Changing...' : 'Saving...'}>
            {hasPassword ? 'Change password' : 'Set password'}
          </SubmitButton>
        </FormActions>
      </form>
    </SettingsSection>
  );
}
