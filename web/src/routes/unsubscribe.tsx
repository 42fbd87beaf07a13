import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { AuthCard, textLinkClassName } from '@/features/identity/components/auth-card.tsx';
import { UnsubscribeWithToken } from '@/features/identity/components/unsubscribe-status.tsx';
import { lazySchema } from '@/lib/lazy-schema.ts';

/** `?token=` from the link at the foot of a notification email */
const searchSchema = lazySchema(() =>
  z.object({
    token: z.string().trim().min(1).max(200).optional().catch(undefined),
  }),
);

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useSearch();
  return (
    <AuthCard title="Email Settings" description="Stop one kind of email from DealAcre without signing in.">
      {token ? (
        <UnsubscribeWithToken token={token} />
      ) : (
        <Alert variant="error" title="This unsubscribe link is incomplete">
          Open the link from the email again, or choose what we email you in{' '}
          <Link to="/settings" hash="notifications" className={textLinkClassName}>
            Settings
          </Link>
          .
        </Alert>
      )}
    </AuthCard>
  );
}
