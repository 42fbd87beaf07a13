import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useDeleteAccount } from '../../api/account.ts';
import { DELETE_CONFIRMATION_WORD, deleteAccountFormSchema } from '../../form-schemas.ts';
import { applyServerFieldErrors } from '../server-errors.ts';
import { SetPasswordFirst } from './set-password-first.tsx';
import { SettingsSection } from '@/components/ui/settings-section.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';

export function DangerZoneSection({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <SettingsSection id="danger-zone" title="Danger zone" tone="danger">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-slate-600">
          <p className="font-semibold text-slate-900">Delete account</p>
          <p className="mt-1">Your account, listings and saved data are removed for good. This cannot be undone.</p>
          {hasPassword ? null : <SetPasswordFirst action="delete your account" className="mt-2" />}
        </div>
        <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="destructive" disabled={!hasPassword}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This permanently deletes your DealAcre account and signs you out. Enter your password and type{' '}
              <strong className="font-semibold text-slate-900">{DELETE_CONFIRMATION_WORD}</strong> to confirm.
            </DialogDescription>
            {/* mounted only while open, so a reopened dialog starts empty */}
            <DeleteAccountForm onCancel={() => setOpen(false)} onBusyChange={setBusy} />
          </DialogContent>
        </Dialog>
      </div>
    </SettingsSection>
  );
}

function DeleteAccountForm({ onCancel, onBusyChange }: { onCancel: () => void; onBusyChange: (busy: boolean) => void }) {
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    setFailure(null);
    onBusyChange(true);
    deleteAccount.mutate(
      { password },
      {
        onSuccess: ({ message }) => {
          onBusyChange(false);
          toast({ title: 'Account deleted', description: message });
          void navigate({ to: '/', replace: true });
        },
        onError: (error) => {
          onBusyChange(false);
          const message = serverMessage(error) ?? 'Your account could not be deleted. Please try again.';
          if (!applyServerFieldErrors(error, setError, { fields: ['password'] })) setFailure(message);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5" aria-label="Delete account">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Field label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </Field>
      <Field label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`} error={errors.confirmation?.message}>
        {(control) => (
          <Input {...control} {...register('confirmation')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={deleteAccount.isPending}>
          Cancel
        </Button>
        <SubmitButton type="submit" variant="destructive" pending={deleteAccount.isPending} pendingLabel="Deleting...">
          Delete my account
        </SubmitButton>
      </div>
    </form>
  );
}
