import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { joinInvestorDirectory, useRegister } from '../api/session.ts';
import { registerFormSchema } from '../form-schemas.ts';
import { useRedirectAfterSignIn } from '../post-sign-in.ts';
import { applyServerFieldErrors } from './server-errors.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

/**
 * Registration form (spec sections 2, 4, 5 and 8): the server's field errors appear next to their
 * fields; success caches the new, signed-in user and moves on after 100 ms. Joining the investor
 * directory is offered as an option, done once the account exists.
 */
export function RegisterForm({ redirect }: { redirect?: string }) {
  const registration = useRegister();
  const redirectAfterSignIn = useRedirectAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [listInDirectory, setListInDirectory] = useState(false);
  const directoryId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, phone, ...values }) => {
    setFailure(null);
    registration.mutate(
      { ...values, phone: phone ?? undefined },
      {
        onSuccess: (user) => {
          toast({ title: 'Account created successfully!', description: `Welcome to DealAcre, ${user.firstName}!` });
          // after the registration, which signed the new member in: the join is theirs
          if (listInDirectory)
            void joinInvestorDirectory().catch(() =>
              toast({
                title: 'You are not in the investor directory yet',
                description: 'Turn on "Show me in the member directory" in Settings to be listed.',
              }),
            );
          redirectAfterSignIn(user, redirect);
        },
        onError: (error) => {
          const message = serverMessage(error);
          toastError('Registration failed', error, 'Please try again.');
          const placed = applyServerFieldErrors(error, setError, { fields: FIELDS, codes: { email_taken: 'email' } });
          // messages that belong to no single field stay visible above the form
          if (!placed) setFailure(message ?? 'Registration failed. Please try again.');
        },
      },
    );
  });

  const busy = registration.isPending || registration.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create your account">
      {failure ? <Alert variant="error">{failure}</Alert> : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </Field>
      </div>

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

      <Field label="Phone" optional error={errors.phone?.message}>
        {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" />}
      </Field>

      <Field label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>

      <Field label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>

      <div className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
        <input
          id={directoryId}
          type="checkbox"
          aria-describedby={`${directoryId}-hint`}
          className="mt-0.5 size-4 cursor-pointer accent-brand-600"
          checked={listInDirectory}
          onChange={(event) => setListInDirectory(event.target.checked)}
        />
        <div className="text-sm">
          <label htmlFor={directoryId} className="cursor-pointer font-medium text-slate-900">
            List me in the investor directory
          </label>
          <p id={`${directoryId}-hint`} className="text-slate-600">
            Optional. Investors find you under Connections; your email address and phone number are never shown.
          </p>
        </div>
      </div>

      <SubmitButton type="submit" size="lg" className="w-full" pending={busy}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </SubmitButton>
    </form>
  );
}
