import { Link } from '@tanstack/react-router';
import { MessagesSquare, Search } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { useConversations } from '../api/conversations.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationThread } from './conversation-thread.tsx';

/**
 * `/messages`: the conversations on the left and the chosen one (`?c=`) on the right; on a phone the
 * list and the thread are two screens, the thread with a way back.
 */
export function MessagesPage({ selectedId, me }: { selectedId?: string; me: string }) {
  const conversations = useConversations();
  const empty = conversations.isSuccess && conversations.data.conversations.length === 0 && !selectedId;

  const page = useFillViewport();

  return (
    <div ref={page} className="mx-auto flex h-[calc(100dvh-4rem)] min-h-96 max-w-7xl flex-col md:px-6 md:py-6 lg:px-8">
      <title>Messages | DealAcre</title>
      <div className="flex min-h-0 flex-1 overflow-hidden bg-white md:rounded-xl md:border md:border-slate-200 md:shadow-sm">
        <section
          aria-labelledby="messages-title"
          className={cn(
            'min-h-0 w-full flex-col md:flex',
            // with no conversation yet, the empty state has the whole card
            !empty && 'md:w-80 md:shrink-0 md:border-r md:border-slate-200 lg:w-96',
            selectedId ? 'hidden' : 'flex',
          )}
        >
          <div className="flex items-baseline justify-between gap-2 px-4 pt-4 pb-1">
            <h1 id="messages-title" className="text-2xl font-bold tracking-tight text-slate-900">
              Messages
            </h1>
            {conversations.data && conversations.data.unreadMessages > 0 ? (
              <p className="text-sm font-medium text-brand-700">{conversations.data.unreadMessages} unread</p>
            ) : null}
          </div>
          {conversations.isPending ? (
            <div className="space-y-3 p-4" aria-busy="true" aria-label="Loading conversations">
              {Array.from({ length: 4 }, (_, index) => (
                <div key={index} className="flex gap-3">
                  <Skeleton className="size-11 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-3 w-5/6" />
                  </div>
                </div>
              ))}
            </div>
          ) : conversations.isError ? (
            <div className="p-4">
              <Alert variant="error" title="Your conversations could not be loaded">
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => void conversations.refetch()}>
                  Try again
                </Button>
              </Alert>
            </div>
          ) : empty ? (
            <NoConversations />
          ) : (
            <ConversationList conversations={conversations.data.conversations} selectedId={selectedId} me={me} />
          )}
        </section>

        {empty ? null : (
          <section aria-label="Conversation" className={cn('min-h-0 min-w-0 flex-1 flex-col', selectedId ? 'flex' : 'hidden md:flex')}>
            {selectedId ? (
              <ConversationThread key={selectedId} id={selectedId} me={me} />
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-2 bg-slate-50 p-8 text-center text-slate-600">
                <MessagesSquare className="size-10 text-slate-300" aria-hidden="true" />
                <p>Choose a conversation to read it.</p>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

function NoConversations() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MessagesSquare className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">No messages yet</p>
      <p className="mt-1 max-w-xs text-sm text-slate-600">
        Find a property you like and contact its seller: your conversations will show here.
      </p>
      <Link to="/search" className={cn(buttonClassName('primary', 'md'), 'mt-6')}>
        <Search className="size-4" aria-hidden="true" />
        Browse properties
      </Link>
    </div>
  );
}

/**
 * Fits the page between what sits above it (the header, and a notice such as the e-mail check's) and
 * the bottom of the screen, so the composer stays in view; follows the notice being dismissed.
 */
function useFillViewport() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `calc(100dvh - ${Math.round(top)}px)`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return ref;
}
