import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useResendVerificationEmail } from '../api/email-links.ts';

interface ResendVerificationButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  label?: string;
}

/** Sends the signed-in user a new verification link; the outcome shows as a toast. */
export function ResendVerificationButton({ label = 'Resend verification email', variant = 'secondary', size = 'md', className }: ResendVerificationButtonProps) {
  const resend = useResendVerificationEmail();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: ({ message }) => toast({ title: 'Verification email sent', description: message }),
          onError: (error) =>
            toast({
              title: 'Could not send the email',
              description: serverMessage(error) ?? 'Something went wrong. Please try again.',
              variant: 'destructive',
            }),
        })
      }
    >
      {resend.isPending ? <Spinner /> : null}
      {resend.isPending ? 'Sending...' : label}
    </Button>
  );
}
