import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  return (
    <ComingSoon
      title="Reset Password"
      summary="Choose a new password for your DealAcre account."
    />
  );
}
