import { Flag, RotateCw } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Conversation } from '@contracts/engagement/contracts/messaging.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import { allMessages } from '../api/cache-updates.ts';
import { useMessages, useSendMessage } from '../api/messages.ts';
import { usePendingMessages, type PendingMessage } from '../api/outbox.ts';
import { clockTime } from '../format.ts';
import { MessageAttachments } from './message-attachments.tsx';
import { threadItems, type ThreadItem } from '../thread-items.ts';
import { MessageText } from './message-text.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** Within this many pixels of the end, the thread follows new messages. */
const NEAR_END_PX = 96;

/**
 * A conversation's messages, oldest first, under day separators; earlier ones load from the top (the
 * button, or scrolling up to it). The view starts at the newest, follows new messages while it is at
 * the end, and keeps its place when earlier ones are added above.
 */
export function MessageList({ conversation, me }: { conversation: Conversation; me: string }) {
  const messages = useMessages(conversation.id);
  const pending = usePendingMessages(conversation.id);
  const [reported, setReported] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);

  const items = threadItems(allMessages(messages.data), pending, me, conversation.readByOtherSeq, new Date());
  const firstKey = items.find((item) => item.kind !== 'day')?.key;
  const last = items.at(-1);
  const lastKey = last?.key;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;

  // where the view was after the last change: to keep its place or follow the end
  const view = useRef<{ firstKey?: string; lastKey?: string; height: number; top: number; nearEnd: boolean } | null>(null);
  const remember = () => {
    const element = scroller.current;
    if (!element) return;
    view.current = {
      firstKey,
      lastKey,
      height: element.scrollHeight,
      top: element.scrollTop,
      nearEnd: element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX,
    };
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !messages.isSuccess) return;
    const before = view.current;
    const mineJustSent = last?.kind === 'pending' && last.pending.status === 'sending';
    if (!before) element.scrollTop = element.scrollHeight;
    else if (before.firstKey !== firstKey && before.lastKey === lastKey)
      element.scrollTop = before.top + element.scrollHeight - before.height;
    else if (before.lastKey !== lastKey && (before.nearEnd || mineJustSent)) element.scrollTop = element.scrollHeight;
    remember();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the ends of the thread changing
  }, [firstKey, lastKey, messages.isSuccess]);

  // reaching the top loads the earlier page
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage && view.current) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={scroller} onScroll={remember} className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 sm:px-5">
      {messages.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading messages">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ml-auto h-12 w-1/2" />
          <Skeleton className="h-16 w-3/5" />
        </div>
      ) : messages.isError ? (
        <Alert variant="error" title="Messages could not be loaded">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <div ref={topSentinel} className="flex justify-center pb-3">
            {hasNextPage ? (
              <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? <Spinner /> : null}
                {isFetchingNextPage ? 'Loading earlier messages...' : 'Load earlier messages'}
              </Button>
            ) : items.length > 0 ? (
              <p className="text-xs text-slate-500">This is the start of your conversation.</p>
            ) : null}
          </div>
          <div role="log" aria-label="Messages">
            <ol className="space-y-1.5">
              {items.map((item) => (
                <ThreadRow key={item.key} item={item} conversationId={conversation.id} onReport={setReported} />
              ))}
            </ol>
          </div>
        </>
      )}
      <ReportDialog
        conversationId={conversation.id}
        messageId={reported ?? undefined}
        open={reported !== null}
        onOpenChange={(open) => !open && setReported(null)}
      />
    </div>
  );
}

const BUBBLE = {
  mine: 'rounded-br-md bg-brand-600 text-white',
  sending: 'rounded-br-md bg-brand-600 text-white opacity-70',
  failed: 'rounded-br-md bg-red-50 text-red-950 ring-1 ring-red-300',
  theirs: 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200',
  hidden: 'rounded-bl-md bg-slate-100 text-slate-600 italic ring-1 ring-slate-200',
} as const;

const bubbleClass = (kind: keyof typeof BUBBLE) => cn('rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-6 shadow-xs', BUBBLE[kind]);

function ThreadRow({
  item,
  conversationId,
  onReport,
}: {
  item: ThreadItem;
  conversationId: string;
  onReport: (messageId: string) => void;
}) {
  if (item.kind === 'day') {
    return (
      <li className="flex items-center gap-3 py-3 text-xs font-medium text-slate-500">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        <span>{item.label}</span>
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </li>
    );
  }
  if (item.kind === 'pending') return <PendingRow conversationId={conversationId} pending={item.pending} />;

  const { message, mine, seen } = item;
  const time = new Date(message.createdAt);
  if (message.hidden) {
    // the sender's account is suspended: the server sends a neutral placeholder in place of the message
    return (
      <li className="flex justify-start">
        <div className="flex max-w-[85%] flex-col items-start sm:max-w-[70%]">
          <p className={bubbleClass('hidden')}>{message.body}</p>
          <p className="mt-0.5 px-1 text-xs text-slate-500">
            <time dateTime={message.createdAt}>{clockTime(time)}</time>
          </p>
        </div>
      </li>
    );
  }
  return (
    <li className={cn('group flex', mine ? 'justify-end' : 'justify-start')}>
      <div className={cn('flex max-w-[85%] flex-col sm:max-w-[70%]', mine ? 'items-end' : 'items-start')}>
        <MessageAttachments attachments={message.attachments} mine={mine} />
        {message.body ? (
          <div className={cn(bubbleClass(mine ? 'mine' : 'theirs'), message.attachments.length > 0 && 'mt-1')}>
            <span className="sr-only">{mine ? 'You' : 'They'} wrote: </span>
            <MessageText body={message.body} />
          </div>
        ) : (
          <span className="sr-only">
            {mine ? 'You' : 'They'} sent {message.attachments.length === 1 ? 'a file' : `${message.attachments.length} files`}
          </span>
        )}
        <p className="mt-0.5 flex items-center gap-2 px-1 text-xs text-slate-500">
          <time dateTime={message.createdAt}>{clockTime(time)}</time>
          {seen ? <span className="font-medium text-slate-600">Seen</span> : null}
          {mine ? null : (
            <button
              type="button"
              onClick={() => onReport(message.id)}
              className="inline-flex items-center gap-1 rounded text-slate-500 opacity-0 group-hover:opacity-100 pointer-coarse:opacity-100 hover:text-red-700 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Flag className="size-3" aria-hidden="true" />
              Report<span className="sr-only"> this message</span>
            </button>
          )}
        </p>
      </div>
    </li>
  );
}

/** A message of this tab's not stored yet: "Sending…", or "Not sent" with a retry that sends the same message again. */
function PendingRow({ conversationId, pending }: { conversationId: string; pending: PendingMessage }) {
  const { retry } = useSendMessage(conversationId);
  const failed = pending.status === 'failed';
  return (
    <li className="flex justify-end">
      <div className="flex max-w-[85%] flex-col items-end sm:max-w-[70%]">
        <div className={cn(failed ? undefined : 'opacity-70')}>
          <MessageAttachments attachments={pending.attachments} mine />
        </div>
        {pending.body ? (
          <div className={cn(bubbleClass(failed ? 'failed' : 'sending'), pending.attachments.length > 0 && 'mt-1')}>
            <span className="sr-only">You wrote: </span>
            <MessageText body={pending.body} />
          </div>
        ) : null}
        {failed ? (
          <p className="mt-0.5 flex flex-wrap items-center justify-end gap-x-2 px-1 text-xs text-red-700" role="alert">
            <span>Not sent.{pending.error ? ` ${pending.error}` : ''}</span>
            <button
              type="button"
              onClick={() => retry({ body: pending.body, clientId: pending.clientId, attachments: pending.attachments })}
              className="inline-flex items-center gap-1 rounded font-semibold underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <RotateCw className="size-3" aria-hidden="true" />
              Retry
            </button>
          </p>
        ) : (
          <p className="mt-0.5 px-1 text-xs text-slate-500">Sending…</p>
        )}
      </div>
    </li>
  );
}
