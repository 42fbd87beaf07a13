import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthCard, textLinkClassName } from '@/features/identity/components/auth-card.tsx';
import { LoginForm } from '@/features/identity/components/login-form.tsx';
import { authRedirectSearchSchema } from '@/lib/auth.ts';

/** The canonical sign-in page; /sign-in and /signin redirect here with their search params. */
export const Route = createFileRoute('/_guest/login')({
  validateSearch: authRedirectSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
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
      <LoginForm redirect={redirect} />
    </AuthCard>
  );
}
