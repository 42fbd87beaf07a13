import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/layout/coming-soon.tsx';
import { authRedirectSearchSchema } from '../../lib/auth.ts';

/** The canonical sign-in page; /sign-in and /signin redirect here with their search params. */
export const Route = createFileRoute('/_guest/login')({
  validateSearch: authRedirectSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  return <ComingSoon title="Sign In" summary="Sign in to your DealAcre account." />;
}
