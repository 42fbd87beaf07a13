import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { deadEventListQuerySchema, type DeadEvent } from '@contracts/shared/contracts/dead-events.ts';
import { TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { deadEventsQueryOptions, useReplayDeadEvents } from '../api/dead-events.ts';

const column = createColumnHelper<ServerTableFeatures, DeadEvent>();
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** `/admin/events`'s state in the URL: the page (2 and up) */
export interface DeadEventsSearch {
  page?: number;
}

type Pending = { event: DeadEvent | null } | null;

/**
 * `/admin/events`: events a subscriber failed too often. An administrator reads the payload and the
 * error, and replays one or all of them (each at most `maxReplays` times), with an optional reason the
 * audit log keeps.
 */
export function DeadEventsPage({ search, onSearchChange }: { search: DeadEventsSearch; onSearchChange: (next: DeadEventsSearch) => void }) {
  const query = useQuery(deadEventsQueryOptions(deadEventListQuerySchema.parse(search)));
  const [inspected, setInspected] = useState<DeadEvent | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const data = query.data;
  const page = data ? { rows: data.events, total: data.total, page: data.page, pageSize: data.pageSize } : null;
  const maxReplays = data?.maxReplays ?? 5;

  const columns = column.columns([
    column.accessor('type', {
      header: 'Event',
      enableSorting: false,
      cell: ({ getValue }) => <code className="text-xs break-all">{getValue()}</code>,
    }),
    column.accessor('occurredAt', { header: 'Occurred', enableSorting: false, cell: ({ getValue }) => when(getValue()) }),
    column.accessor('attempts', { header: 'Attempts', enableSorting: false }),
    column.accessor('replays', { header: 'Replays', enableSorting: false, cell: ({ getValue }) => `${getValue()} of ${maxReplays}` }),
    column.accessor('lastError', {
      header: 'Last error',
      enableSorting: false,
      cell: ({ getValue }) => <span className="line-clamp-2 max-w-sm text-xs break-words text-red-800">{getValue() ?? '—'}</span>,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <EventActions event={row.original} maxReplays={maxReplays} onInspect={setInspected} onReplay={(event) => setPending({ event })} />
      ),
    }),
  ]);
  const table = useServerTable({
    columns,
    data: page ?? { rows: [], total: 0, page: 1, pageSize: 25 },
    getRowId: (event) => event.id,
    sorting: [],
    onSortingChange: () => {},
  });

  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Dead Events | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dead events</h1>
          <p className="mt-1 max-w-2xl text-slate-600">
            Events a part of the site failed to take after every retry. Fix what fails, then replay them: parts that already took an event
            are not given it twice.
          </p>
        </div>
        {data && data.total > 0 ? (
          <Button onClick={() => setPending({ event: null })}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Replay all
          </Button>
        ) : null}
      </div>

      {query.isPending ? (
        <TableLoading label="Loading dead events" rowClassName="h-12" />
      ) : !page ? (
        <Alert variant="error" title="The dead events could not be loaded">
          <p>{serverMessage(query.error) ?? 'Please try again.'}</p>
        </Alert>
      ) : page.total === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <CheckCircle2 className="size-8 text-emerald-700" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-slate-900">No dead events</p>
          <p className="mt-1 text-slate-600">Every event reached every part of the site that listens for it.</p>
        </div>
      ) : (
        <div className="space-y-3">
          <ServerTableView
            table={table}
            label="Dead events"
            busy={query.isPlaceholderData}
            cellClassName={(id) =>
              id === 'occurredAt' ? 'whitespace-nowrap' : id === 'actions' ? 'text-right whitespace-nowrap' : undefined
            }
            card={(event) => (
              <div className="space-y-1.5 text-sm">
                <code className="block text-xs break-all text-slate-900">{event.type}</code>
                <p className="text-slate-600">
                  {when(event.occurredAt)} · {event.attempts} attempts · replayed {event.replays} of {maxReplays}
                </p>
                <p className="line-clamp-3 text-xs break-words text-red-800">{event.lastError ?? '—'}</p>
                <EventActions
                  event={event}
                  maxReplays={maxReplays}
                  onInspect={setInspected}
                  onReplay={(chosen) => setPending({ event: chosen })}
                />
              </div>
            )}
          />
          <ServerPager
            data={page}
            noun={['dead event', 'dead events']}
            onPage={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
          />
        </div>
      )}

      <InspectDialog event={inspected} onClose={() => setInspected(null)} />
      <ReplayDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}

function EventActions({
  event,
  maxReplays,
  onInspect,
  onReplay,
}: {
  event: DeadEvent;
  maxReplays: number;
  onInspect: (event: DeadEvent) => void;
  onReplay: (event: DeadEvent) => void;
}) {
  const spent = event.replays >= maxReplays;
  return (
    <span className="inline-flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => onInspect(event)}>
        Inspect
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={spent}
        title={spent ? `Replayed ${maxReplays} times: fix what fails first` : undefined}
        onClick={() => onReplay(event)}
        aria-label={`Replay ${event.type}`}
      >
        Replay
      </Button>
    </span>
  );
}

function InspectDialog({ event, onClose }: { event: DeadEvent | null; onClose: () => void }) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="break-all">{event?.type}</DialogTitle>
        <DialogDescription>
          Occurred {event ? when(event.occurredAt) : ''}, about <code className="break-all">{event?.aggregateId}</code>.
        </DialogDescription>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Last error</h3>
        <pre className="mt-1 max-h-40 overflow-auto rounded-lg bg-red-50 p-3 text-xs whitespace-pre-wrap text-red-900">
          {event?.lastError ?? '—'}
        </pre>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Payload</h3>
        <pre className="mt-1 max-h-72 overflow-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800">
          {event ? JSON.stringify(event.payload, null, 2) : ''}
        </pre>
      </DialogContent>
    </Dialog>
  );
}

function ReplayDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const replay = useReplayDeadEvents();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const one = pending?.event ?? null;
  const close = () => {
    setReason('');
    setError(null);
    replay.reset();
    onClose();
  };
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{one ? 'Replay this event?' : 'Replay every dead event?'}</DialogTitle>
        <DialogDescription>
          {one ? (
            <>
              <code className="break-all">{one.type}</code> goes back in the queue with a fresh set of attempts.
            </>
          ) : (
            'Each goes back in the queue with a fresh set of attempts, except those already replayed the most times allowed.'
          )}
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            replay.mutate(
              { id: one?.id, reason: reason.trim() || undefined },
              {
                onSuccess: ({ replayed, leftDead }) => {
                  toast({
                    title: `${replayed} ${replayed === 1 ? 'event' : 'events'} replayed`,
                    description: leftDead ? `${leftDead} left dead: replayed too often already.` : undefined,
                  });
                  close();
                },
                onError: (failure) => setError(serverMessage(failure) ?? 'The replay did not work. Please try again.'),
              },
            );
          }}
        >
          <Field label="Reason" optional error={error ?? undefined} hint="Kept in the audit log.">
            {(props) => <Input {...props} value={reason} onChange={(changed) => setReason(changed.target.value)} maxLength={500} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={replay.isPending}>
              {one ? 'Replay event' : 'Replay all'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
