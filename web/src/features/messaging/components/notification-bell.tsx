import { useNavigate } from '@tanstack/react-router';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import type { Notification } from '@contracts/engagement/contracts/notifications.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isLocalPath } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { useMarkNotificationsRead, useNotifications, useUnreadCounts } from '../api/notifications.ts';
import { listTime } from '../format.ts';

/**
 * The header's bell: the unread count, and a menu of the latest notifications. Choosing one opens its
 * page and marks it read; "Mark all read" clears them all. The list loads on the first open.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCounts()?.unreadNotifications ?? 0;
  const notifications = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const now = new Date();

  const onChoose = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
    if (isLocalPath(notification.link)) void navigate({ href: notification.link });
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] font-bold text-white ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(24rem,calc(100vw-1rem))] p-0" collisionPadding={8} aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 px-3 pt-2">
          <DropdownMenuLabel className="px-0 font-semibold text-slate-900">Notifications</DropdownMenuLabel>
          {unread > 0 ? (
            <DropdownMenuItem
              className="px-2 py-1 text-brand-700 data-[highlighted]:text-brand-900"
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate(undefined);
              }}
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              Mark all read
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator className="mb-0" />
        <div className="max-h-[min(28rem,calc(100dvh-8rem))] overflow-y-auto p-1">
          {notifications.isPending ? (
            <div className="space-y-2 p-2" aria-busy="true" aria-label="Loading notifications">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : notifications.isError ? (
            <p className="px-3 py-6 text-center text-sm text-slate-600">Notifications could not be loaded.</p>
          ) : notifications.data.notifications.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-slate-600">No notifications yet.</p>
          ) : (
            notifications.data.notifications.map((notification) => (
              <DropdownMenuItem key={notification.id} onSelect={() => onChoose(notification)} className="items-start gap-3 px-3 py-2.5">
                <span
                  className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.readAt === null ? 'bg-brand-600' : 'bg-transparent')}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className={cn('block truncate text-slate-900', notification.readAt === null && 'font-semibold')}>
                    {notification.title}
                    {notification.readAt === null ? <span className="sr-only"> (unread)</span> : null}
                  </span>
                  <span className="line-clamp-2 text-slate-600">{notification.body}</span>
                  <span className="mt-0.5 block text-xs text-slate-500">{listTime(new Date(notification.createdAt), now)}</span>
                </span>
              </DropdownMenuItem>
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
