import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthCard } from '@/features/identity/components/auth-card.tsx';
import { VerifyEmailInstructions, VerifyEmailWithToken } from '@/features/identity/components/verify-email-status.tsx';
import { lazySchema } from '@/lib/lazy-schema.ts';

/** `?token=` from the emailed link; without it the page explains where the link is. */
const searchSchema = lazySchema(() =>
  z.object({
    token: z.string().trim().min(1).max(200).optional().catch(undefined),
  }),
);

export const Route = createFileRoute('/verify-email')({
  validateSearch: searchSchema,
  component: VerifyYourEmailPage,
});

function VerifyYourEmailPage() {
  const { token } = Route.useSearch();
  return (
    <AuthCard title="Verify Your Email" description="Confirm your email address to finish setting up your account.">
      {token ? <VerifyEmailWithToken token={token} /> : <VerifyEmailInstructions />}
    </AuthCard>
  );
}
