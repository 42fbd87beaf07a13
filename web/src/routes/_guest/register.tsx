import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/layout/coming-soon.tsx';
import { authRedirectSearchSchema } from '../../lib/auth.ts';

/** The canonical registration page; /signup and /sign-up redirect here with their search params. */
export const Route = createFileRoute('/_guest/register')({
  validateSearch: authRedirectSearchSchema,
  component: RegisterPage,
});

function RegisterPage() {
  return <ComingSoon title="Create Your Account" summary="Join DealAcre to browse deals, save favorites and contact sellers." />;
}
