import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeEmailRequestSchema, type CurrentUser } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useChangeEmail } from '../../api/account.ts';
import { applyServerFieldErrors } from '../server-errors.ts';
import { ResendVerificationButton } from '../resend-verification-button.tsx';
import { FormActions, SettingsSection } from '@/components/ui/settings-section.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { SetPasswordFirst } from './set-password-first.tsx';

export function EmailSection({ user }: { user: CurrentUser }) {
  return (
    <SettingsSection id="email" title="Email" description="Where DealAcre sends account notices and sign-in links.">
      <div className="space-y-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-500">Current address</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 font-medium break-all text-slate-900">
              {user.email}
              {user.emailVerified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  Verified
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
                  <CircleAlert className="size-3.5" aria-hidden="true" />
                  Not verified
                </span>
              )}
            </p>
          </div>
          {user.emailVerified ? null : <ResendVerificationButton />}
        </div>
        {user.hasPassword ? (
          <ChangeEmailForm />
        ) : (
          <SetPasswordFirst action="change your email" className="border-t border-slate-100 pt-6" />
        )}
      </div>
    </SettingsSection>
  );
}

function ChangeEmailForm() {
  const changeEmail = useChangeEmail();
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setOutcome(null);
    changeEmail.mutate(values, {
      onSuccess: ({ message }) => {
        reset();
        setOutcome({ variant: 'success', message });
        toast({ title: 'Check your inbox', description: message });
      },
      onError: (error) => {
        const message = toastError('Could not change your email', error, 'Your email address could not be changed. Please try again.');
        if (
          !applyServerFieldErrors(error, setError, {
            fields: ['newEmail', 'password'],
            rename: { email: 'newEmail' },
            codes: { email_taken: 'newEmail' },
          })
        ) {
          setOutcome({ variant: 'error', message });
        }
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 border-t border-slate-100 pt-6" aria-labelledby="change-email-title">
      <div>
        <h3 id="change-email-title" className="font-semibold text-slate-900">
          Change email
        </h3>
        <p className="mt-1 text-sm text-slate-600">We send a link to the new address; the change takes effect once you open it.</p>
      </div>
      {outcome ? <Alert variant={outcome.variant}>{outcome.message}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="New email" error={errors.newEmail?.message}>
          {(control) => (
            <Input {...control} {...register('newEmail')} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" />
          )}
        </Field>
        <Field label="Current password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
        </Field>
      </div>
      <FormActions>
        <SubmitButton type="submit" pending={changeEmail.isPending} pendingLabel="Sending...">
          Change email
        </SubmitButton>
      </FormActions>
    </form>
  );
}
