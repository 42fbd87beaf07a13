import { Link, useNavigate } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useAutoLogin } from '../api/session.ts';
import { useRedirectAfterSignIn } from '../post-sign-in.ts';
import { useRunOnce } from './use-run-once.ts';

/**
 * /auto-login?token=…&redirect=…: spends the single-use sign-in link or invitation as soon as the page opens,
 * then goes on to `redirect` (or the dashboard). An invitation that made an account welcomes its member and
 * points to Settings for a password; one to an address that has an account goes to the sign-in page with the
 * address filled in (decision 0062). A spent or expired link says so and offers the sign-in page.
 */
export function AutoLoginExchange({ token, redirect }: { token: string; redirect?: string }) {
  const autoLogin = useAutoLogin();
  const navigate = useNavigate();
  const redirectAfterSignIn = useRedirectAfterSignIn();
  // the answer is handled from the promise, not from `mutate`'s callbacks: those are dropped when the page's
  // observer is not subscribed at that moment (the page hydrating), which left the page "Signing you in..."
  useRunOnce(token, (value) => {
    autoLogin.mutateAsync(value).then(
      (result) => {
        if ('signIn' in result) {
          void navigate({ to: '/login', search: { redirect, email: result.signIn.email, invited: true }, replace: true });
          return;
        }
        const { user, newAccount } = result;
        if (newAccount)
          toast({
            title: `Welcome to DealAcre, ${user.firstName || user.email}!`,
            description: 'Your account is ready. Choose a password in Settings to sign in next time.',
          });
        else toast({ title: 'Signed in', description: `Welcome back, ${user.firstName || user.email}!` });
        redirectAfterSignIn(user, redirect);
      },
      // shown from the mutation's state below
      () => undefined,
    );
  });

  if (autoLogin.isError) {
    return (
      <div className="space-y-6">
        <Alert variant="error" title="This sign-in link did not work">
          {serverMessage(autoLogin.error) ?? 'Something went wrong. Please sign in with your password.'}
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link to="/login" search={{ redirect }}>
            Sign in
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <p role="status" className="flex items-center justify-center gap-3 py-6 text-slate-700">
      <Spinner className="size-5 text-brand-600" />
      Signing you in...
    </p>
  );
}
