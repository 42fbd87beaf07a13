import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthCard, textLinkClassName } from '@/features/identity/components/auth-card.tsx';
import { ForgotPasswordForm } from '@/features/identity/components/forgot-password-form.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className={textLinkClassName}>
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
