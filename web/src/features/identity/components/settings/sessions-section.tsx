import { useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useLogoutEverywhere } from '../../api/session.ts';
import { SettingsSection } from '@/components/ui/settings-section.tsx';

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
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="secondary">
              <LogOut className="size-4" aria-hidden="true" />
              Sign out everywhere
            </Button>
          }
          title="Sign out everywhere?"
          description="Every session of your account ends, this one included. You will need to sign in again on each device."
          confirmLabel="Sign out everywhere"
          pending={logoutEverywhere.isPending}
          pendingLabel="Signing out..."
          onConfirm={onConfirm}
        />
      </div>
    </SettingsSection>
  );
}
