import type { ButtonProps } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useResendVerificationEmail } from '../api/email-links.ts';

interface ResendVerificationButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  label?: string;
}

/** Sends the signed-in user a new verification link; the outcome shows as a toast. */
export function ResendVerificationButton({
  label = 'Resend verification email',
  variant = 'secondary',
  size = 'md',
  className,
}: ResendVerificationButtonProps) {
  const resend = useResendVerificationEmail();
  return (
    <SubmitButton
      variant={variant}
      size={size}
      className={className}
      pending={resend.isPending}
      pendingLabel="Sending..."
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: ({ message }) => toast({ title: 'Verification email sent', description: message }),
          onError: (error) => toastError('Could not send the email', error, 'Something went wrong. Please try again.'),
        })
      }
    >
      {label}
    </SubmitButton>
  );
}
