import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/verify-email')({
  component: VerifyYourEmailPage,
});

function VerifyYourEmailPage() {
  return (
    <ComingSoon
      title="Verify Your Email"
      summary="Confirm your email address to finish setting up your account."
    />
  );
}
