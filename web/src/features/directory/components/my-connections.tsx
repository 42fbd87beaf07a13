import { Link, useNavigate } from '@tanstack/react-router';
import { TriangleAlert, Users } from 'lucide-react';
import type { Connection } from '@contracts/engagement/contracts/directory.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { toastError } from '@/components/ui/toast.tsx';
import { useConnectionActions, useConnections } from '../api/directory.ts';
import { MY_CONNECTIONS_TABS, type MyConnectionsTab } from '../search-params.ts';
import { MemberAvatar } from './member-avatar.tsx';

const TAB_LABELS: Record<MyConnectionsTab, string> = { connections: 'Connections', received: 'Requests received', sent: 'Requests sent' };
/** what phones show, where the three full labels do not fit */
const SHORT_TAB_LABELS: Record<MyConnectionsTab, string> = { connections: 'Connections', received: 'Received', sent: 'Sent' };
const EMPTY: Record<MyConnectionsTab, string> = {
  connections: 'No connections yet. Find investors in the directory and ask to connect.',
  received: 'No requests waiting for you.',
  sent: 'No requests waiting on others.',
};

/** `/connections?view=mine`: the member's connections and pending requests, a tab each (the tab is in the URL). */
export function MyConnections({ userId, tab }: { userId: string; tab: MyConnectionsTab }) {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useConnections(userId);
  if (isPending)
    return (
      <div role="status" aria-label="Loading your connections">
        <Skeleton className="mt-8 h-64 rounded-2xl" />
      </div>
    );
  if (isError) {
    return (
      <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center">
        <TriangleAlert className="size-10 text-red-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">Your connections could not be loaded</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        void navigate({ to: '/connections', search: { view: 'mine', tab: value as MyConnectionsTab }, replace: true })
      }
      className="mt-8"
    >
      <TabsList aria-label="My connections">
        {MY_CONNECTIONS_TABS.map((key) => (
          <TabsTrigger key={key} value={key}>
            <span className="sm:hidden">{SHORT_TAB_LABELS[key]}</span>
            <span className="hidden sm:inline">{TAB_LABELS[key]}</span> ({data[key].length})
          </TabsTrigger>
        ))}
      </TabsList>
      {MY_CONNECTIONS_TABS.map((key) => (
        <TabsContent key={key} value={key} className="mt-6">
          {data[key].length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <Users className="size-10 text-slate-400" aria-hidden="true" />
              <p className="max-w-md text-slate-600">{EMPTY[key]}</p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
              {data[key].map((connection) => (
                <ConnectionRow key={connection.id} userId={userId} connection={connection} kind={key} />
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function ConnectionRow({ userId, connection, kind }: { userId: string; connection: Connection; kind: MyConnectionsTab }) {
  const actions = useConnectionActions(userId);
  const name = `${connection.member.firstName} ${connection.member.lastName}`;
  const busy = actions.accept.isPending || actions.decline.isPending || actions.remove.isPending;
  const failed = (title: string) => (error: unknown) => toastError(title, error, 'Something went wrong. Please try again.');
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <MemberAvatar member={connection.member} className="size-11 text-base" />
        <div className="min-w-0">
          <Link
            to="/connections/$memberId"
            params={{ memberId: connection.member.id }}
            className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {name}
          </Link>
          {connection.note ? <p className="text-sm break-words text-slate-600">“{connection.note}”</p> : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {kind === 'received' ? (
          <>
            <Button size="sm" disabled={busy} onClick={() => actions.accept.mutate(connection.id, { onError: failed('Not accepted') })}>
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => actions.decline.mutate(connection.id, { onError: failed('Not declined') })}
            >
              Decline
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => actions.remove.mutate(connection.id, { onError: failed(kind === 'sent' ? 'Not withdrawn' : 'Not removed') })}
          >
            {kind === 'sent' ? 'Withdraw' : 'Remove'}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
