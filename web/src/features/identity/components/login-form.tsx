import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginRequestSchema } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useLogin } from '../api/session.ts';
import { useRedirectAfterSignIn } from '../post-sign-in.ts';
import { textLinkClassName } from './auth-card.tsx';
import { applyServerFieldErrors } from './server-errors.ts';

/**
 * Sign-in form (spec sections 2, 4, 5 and 8). Nothing is sent while a field is empty; a failure
 * shows the 'Login failed' toast and an inline alert; success caches the user, welcomes them by
 * first name and moves on after 100 ms.
 */
export function LoginForm({ redirect, email = '' }: { redirect?: string; email?: string }) {
  const login = useLogin();
  const redirectAfterSignIn = useRedirectAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email, password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: (user) => {
        toast({ title: 'Login successful', description: `Welcome back, ${user.firstName || user.email}!` });
        redirectAfterSignIn(user, redirect);
      },
      onError: (error) => {
        toastError('Login failed', error, 'Login failed');
        setFailure(serverMessage(error) ?? 'Login failed. Please try again.');
        applyServerFieldErrors(error, setError, { fields: ['email', 'password'] });
      },
    });
  });

  const busy = login.isPending || login.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
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

      <Field
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className={`text-sm ${textLinkClassName}`}>
            Forgot password?
          </Link>
        }
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </Field>

      <SubmitButton type="submit" size="lg" className="w-full" pending={busy}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </SubmitButton>
    </form>
  );
}
