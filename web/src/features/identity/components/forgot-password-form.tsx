import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordRequestSchema } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useForgotPassword } from '../api/email-links.ts';
import { textLinkClassName } from './auth-card.tsx';
import { applyServerFieldErrors } from './server-errors.ts';

/**
 * Asks for a reset link. The server answers the same confirmation whether or not an account uses
 * the address, and that confirmation replaces the form.
 */
export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });

  if (forgotPassword.isSuccess) {
    return (
      <div className="space-y-6">
        <Alert variant="success" title="Check your inbox">
          {forgotPassword.data.message}
        </Alert>
        <p className="text-sm text-slate-600">
          Remembered it?{' '}
          <Link to="/login" className={textLinkClassName}>
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null);
    forgotPassword.mutate(email, {
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, { fields: ['email'] })) {
          setFailure(serverMessage(error) ?? 'The reset link could not be sent. Please try again.');
        }
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Request a password reset link">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            placeholder="you@example.com"
          />
        )}
      </Field>
      <SubmitButton type="submit" size="lg" className="w-full" pending={forgotPassword.isPending} pendingLabel="Sending...">
        Send reset link
      </SubmitButton>
    </form>
  );
}
