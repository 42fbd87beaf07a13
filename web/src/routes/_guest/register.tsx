import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthCard, textLinkClassName } from '@/features/identity/components/auth-card.tsx';
import { RegisterForm } from '@/features/identity/components/register-form.tsx';
import { authRedirectSearchSchema } from '@/lib/auth.ts';

/** The canonical registration page; /signup and /sign-up redirect here with their search params. */
export const Route = createFileRoute('/_guest/register')({
  validateSearch: authRedirectSearchSchema,
  component: RegisterPage,
});

function RegisterPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthCard
      title="Create Your Account"
      description="Join DealAcre to browse deals, save favorites and contact sellers."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to="/login" search={{ redirect }} className={textLinkClassName}>
              Sign in
            </Link>
          </p>
          <p className="mt-3 text-xs text-slate-500">
            By creating an account you agree to the{' '}
            <Link to="/terms-of-service" className={textLinkClassName}>
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" className={textLinkClassName}>
              Privacy Policy
            </Link>
            .
          </p>
        </>
      }
    >
      <RegisterForm redirect={redirect} />
    </AuthCard>
  );
}
