import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <ComingSoon
      title="Forgot Password"
      summary="Request a link to choose a new password for your DealAcre account."
    />
  );
}
