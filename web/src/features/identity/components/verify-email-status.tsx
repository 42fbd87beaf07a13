import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { homePathFor, useCurrentUser } from '@/lib/auth.ts';
import { useVerifyEmail } from '../api/email-links.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import { textLinkClassName } from './auth-card.tsx';
import { useRunOnce } from './use-run-once.ts';

/** /verify-email?token=…: verifies the address as soon as the page opens. */
export function VerifyEmailWithToken({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const { user } = useCurrentUser();
  useRunOnce(token, (value) => verify.mutate(value));

  if (verify.isSuccess) {
    return (
      <div className="space-y-6">
        <Alert variant="success" title="Your email address is verified">
          {verify.data.email} is confirmed. Thanks!
        </Alert>
        <Button asChild size="lg" className="w-full">
          {user ? <Link to={homePathFor(user)}>Go to my dashboard</Link> : <Link to="/login">Sign in</Link>}
        </Button>
      </div>
    );
  }

  if (verify.isError) {
    return (
      <div className="space-y-6">
        <Alert variant="error" title="We could not verify your email address">
          {serverMessage(verify.error) ?? 'Something went wrong. Please try again.'}
        </Alert>
        {user ? (
          user.emailVerified ? (
            <p className="text-sm text-slate-600">Your current address, {user.email}, is already verified.</p>
          ) : (
            <ResendVerificationButton className="w-full" />
          )
        ) : (
          <p className="text-sm text-slate-600">
            <Link to="/login" search={{ redirect: '/verify-email' }} className={textLinkClassName}>
              Sign in
            </Link>{' '}
            to get a new verification link.
          </p>
        )}
      </div>
    );
  }

  return (
    <p role="status" className="flex items-center justify-center gap-3 py-6 text-slate-700">
      <Spinner className="size-5 text-brand-600" />
      Verifying your email address...
    </p>
  );
}

/** /verify-email without a token: where to look, and a new link for a signed-in user. */
export function VerifyEmailInstructions() {
  const { user, isLoading } = useCurrentUser();

  return (
    <div className="space-y-6">
      <div className="flex gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm leading-6 text-slate-600">
          We sent a verification link to{' '}
          {user ? <strong className="font-semibold text-slate-900">{user.email}</strong> : 'your email address'}. Open it to confirm the
          address. The link may take a few minutes to arrive; check your spam folder too.
        </p>
      </div>
      {isLoading ? null : user ? (
        user.emailVerified ? (
          <Alert variant="success">Your email address is already verified.</Alert>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-slate-600">Did not get it?</p>
            <ResendVerificationButton className="w-full" />
          </div>
        )
      ) : (
        <p className="text-sm text-slate-600">
          Need a new link?{' '}
          <Link to="/login" search={{ redirect: '/verify-email' }} className={textLinkClassName}>
            Sign in
          </Link>{' '}
          and we can send another.
        </p>
      )}
    </div>
  );
}
