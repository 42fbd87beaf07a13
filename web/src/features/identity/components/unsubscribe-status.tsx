import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { NotificationTopic, UnsubscribeState } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useUnsubscribe } from '../api/notifications.ts';
import { textLinkClassName } from './auth-card.tsx';
import { useRunOnce } from './use-run-once.ts';

const EMAILS_ABOUT: Record<NotificationTopic, string> = {
  messages: 'new messages',
  listingAlerts: 'listings that match your saved searches',
  connections: 'connection requests',
  jointVentures: 'interest in your joint-venture posts',
  listingActivity: 'your listings',
  sellerLeads: 'seller leads in your markets and pipeline reminders',
  billing: 'billing',
  productNews: 'product news',
};

/** /unsubscribe?token=…: turns that email off as soon as the page opens (no sign-in), with an undo. */
export function UnsubscribeWithToken({ token }: { token: string }) {
  const change = useUnsubscribe(token);
  const [state, setState] = useState<UnsubscribeState | null>(null);
  const save = (resubscribe: boolean) => change.mutate(resubscribe, { onSuccess: setState });
  useRunOnce(token, () => save(false));

  if (change.isError && !state) {
    return (
      <div className="space-y-4">
        <Alert variant="error" title="We could not change your email settings">
          {serverMessage(change.error) ?? 'Something went wrong. Please try again.'}
        </Alert>
        <SettingsLink />
      </div>
    );
  }

  if (state) {
    const about = EMAILS_ABOUT[state.topic];
    return (
      <div className="space-y-6">
        {state.subscribed ? (
          <Alert variant="success" title="You're subscribed again">
            We will email you about {about} again.
          </Alert>
        ) : (
          <Alert variant="success" title="You're unsubscribed">
            We will no longer email you about {about}. You still see them in the app.
          </Alert>
        )}
        {change.isError ? (
          <Alert variant="error" title="Your change was not saved">
            {serverMessage(change.error) ?? 'Please try again.'}
          </Alert>
        ) : null}
        {state.subscribed ? null : (
          <Button variant="secondary" onClick={() => save(true)} disabled={change.isPending}>
            Undo
          </Button>
        )}
        <SettingsLink />
      </div>
    );
  }

  return (
    <p role="status" className="flex items-center justify-center gap-3 py-6 text-slate-700">
      <Spinner className="size-5 text-brand-600" />
      Updating your email settings...
    </p>
  );
}

function SettingsLink() {
  return (
    <p className="text-sm text-slate-600">
      Choose everything we email you about in{' '}
      <Link to="/settings" hash="notifications" className={textLinkClassName}>
        Settings
      </Link>
      .
    </p>
  );
}
