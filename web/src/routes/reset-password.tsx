import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { AuthCard } from '@/features/identity/components/auth-card.tsx';
import { ResetPasswordForm } from '@/features/identity/components/reset-password-form.tsx';
import { lazySchema } from '@/lib/lazy-schema.ts';

/** `?token=` from the emailed link. */
const searchSchema = lazySchema(() =>
  z.object({
    token: z.string().trim().min(1).max(200).optional().catch(undefined),
  }),
);

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <AuthCard title="Reset Password" description="Choose a new password for your DealAcre account.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-6">
          <Alert variant="error" title="This reset link is incomplete">
            Open the link from your email again, or request a new one.
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
