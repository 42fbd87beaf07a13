import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { AuthCard, textLinkClassName } from '@/features/identity/components/auth-card.tsx';
import { LoginForm } from '@/features/identity/components/login-form.tsx';
import { authRedirectSearchSchema } from '@/lib/auth.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

const searchSchema = lazySchema(() =>
  authRedirectSearchSchema.extend({
    /** the address to sign in with, filled in (an invitation to an address that has an account, decision 0062) */
    email: z.string().trim().max(254).optional().catch(undefined),
    invited: z.boolean().optional().catch(undefined),
  }),
);

/** The canonical sign-in page; /sign-in and /signin redirect here with their search params. */
export const Route = createFileRoute('/_guest/login')({
  validateSearch: searchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { redirect, email, invited } = Route.useSearch();
  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to your DealAcre account."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" search={{ redirect }} className={textLinkClassName}>
            Sign up
          </Link>
        </>
      }
    >
      {invited ? (
        <Alert variant="info" title="You already have an account" className="mb-5">
          Your invitation is for an address that has a DealAcre account. Sign in with its password to accept it.
        </Alert>
      ) : null}
      <LoginForm redirect={redirect} email={email} />
    </AuthCard>
  );
}
