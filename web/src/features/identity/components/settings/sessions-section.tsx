import { useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useLogoutEverywhere } from '../../api/session.ts';
import { SettingsSection } from '@/components/ui/settings-section.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';

/** Ends every session of the account, after a confirmation; then the sign-in page. */
export function SessionsSection() {
  const logoutEverywhere = useLogoutEverywhere();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const onConfirm = () =>
    logoutEverywhere.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Signed out everywhere', description: 'Sign in again to continue.' });
        void navigate({ to: '/login', replace: true });
      },
      onError: (error) => toastError('Could not sign out everywhere', error, 'Something went wrong'),
    });

  return (
    <SettingsSection id="sessions" title="Sessions" description="Signed in on a device you no longer use, or lost one?">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">Sign out of DealAcre on every device and browser, including this one.</p>
        <AlertDialog open={open} onOpenChange={(next) => !logoutEverywhere.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="secondary">
              <LogOut className="size-4" aria-hidden="true" />
              Sign out everywhere
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Sign out everywhere?</AlertDialogTitle>
            <AlertDialogDescription>
              Every session of your account ends, this one included. You will need to sign in again on each device.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel asChild>
                <Button variant="secondary" disabled={logoutEverywhere.isPending}>
                  Cancel
                </Button>
              </AlertDialogCancel>
              <SubmitButton variant="destructive" onClick={onConfirm} pending={logoutEverywhere.isPending} pendingLabel="Signing out...">
                Sign out everywhere
              </SubmitButton>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </SettingsSection>
  );
}
