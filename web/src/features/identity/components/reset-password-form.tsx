import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useResetPassword } from '../api/email-links.ts';
import { resetPasswordFormSchema } from '../form-schemas.ts';
import { textLinkClassName } from './auth-card.tsx';
import { applyServerFieldErrors } from './server-errors.ts';

/**
 * Chooses a new password with the token from the emailed link. An invalid or expired link shows
 * the server's message and a way to request a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  if (resetPassword.isSuccess) {
    return (
      <div className="space-y-6">
        <Alert variant="success" title="Password changed">
          {resetPassword.data.message}
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Sign in</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ password }) => {
    setFailure(null);
    resetPassword.mutate(
      { token, password },
      {
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, { fields: ['password'] })) {
            setFailure(serverMessage(error) ?? 'Your password could not be changed. Please try again.');
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Choose a new password">
      {failure ? (
        <Alert variant="error">
          <p>{failure}</p>
          <p className="mt-1">
            <Link to="/forgot-password" className={textLinkClassName}>
              Request a new link
            </Link>
          </p>
        </Alert>
      ) : null}
      <Field label="New password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <SubmitButton type="submit" size="lg" className="w-full" pending={resetPassword.isPending} pendingLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
