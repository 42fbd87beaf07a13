import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys, type CurrentUser } from '@/lib/auth.ts';
import { messagingKeys } from '../api/messaging-keys.ts';
import { useUnreadCounts } from '../api/notifications.ts';
import { clearOutboxes } from '../api/outbox.ts';
import { useRealtimeEvents } from '../api/realtime.ts';

export { NotificationBell } from './notification-bell.tsx';

/** Badge counts above 99 read "99+". */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const BADGE_CLASS = {
  icon: 'absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] font-bold text-white ring-2 ring-white',
  'mobile-menu': 'ml-auto inline-flex min-w-6 justify-center rounded-full bg-brand-600 px-2 text-xs leading-6 font-semibold text-white',
} as const;

/**
 * The text of a "Messages" link: read as "Messages, 3 unread" (one text, so screen readers say it as
 * one name), with the count shown as a badge; the icon link shows no word, the mobile menu's does.
 */
export function MessagesLinkLabel({ placement }: { placement: keyof typeof BADGE_CLASS }) {
  const unread = useUnreadCounts()?.unreadMessages ?? 0;
  return (
    <>
      {placement === 'mobile-menu' ? <span aria-hidden="true">Messages</span> : null}
      <span className="sr-only">{unread > 0 ? `Messages, ${unread} unread` : 'Messages'}</span>
      {unread > 0 ? (
        <span className={BADGE_CLASS[placement]} aria-hidden="true">
          {badgeText(unread)}
        </span>
      ) : null}
    </>
  );
}

/**
 * The tab's realtime stream, while a member is signed in. When they sign out (this unmounts with the
 * user gone) their messaging data and unsent messages are dropped, so the next user of the tab never
 * sees them.
 */
export function RealtimeConnection({ userId }: { userId: string }) {
  useRealtimeEvents(userId);
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      // still signed in as this user: a remount (development's strict mode), not a sign-out
      if (queryClient.getQueryData<CurrentUser | null>(authKeys.currentUser)?.id === userId) return;
      queryClient.removeQueries({ queryKey: messagingKeys.all });
      clearOutboxes();
    },
    [queryClient, userId],
  );
  return null;
}
