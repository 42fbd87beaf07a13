import { Link } from '@tanstack/react-router';
import { ArrowLeft, Ban, EllipsisVertical, Flag, Trees, UserCheck } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  BLOCKED_BY_THEM_MESSAGE,
  BLOCKED_BY_YOU_MESSAGE,
  MEMBER_SUSPENDED_MESSAGE,
  memberName,
  type Conversation,
} from '@contracts/engagement/contracts/messaging.ts';
import { imageSrcSet } from '@contracts/listings/contracts/media.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useConversation, useMarkConversationRead } from '../api/conversations.ts';
import { listingPlace, listingPrice } from '../format.ts';
import { BlockDialog } from './block-dialog.tsx';
import { Composer } from './composer.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { MessageList } from './message-list.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** One conversation: who and which listing, the messages, and the composer (or why there is none). */
export function ConversationThread({ id, me }: { id: string; me: string }) {
  const { conversation, isPending, error } = useConversation(id);
  useMarkReadWhileShown(conversation);

  if (isPending) {
    return (
      <div className="flex-1 space-y-4 p-4" aria-busy="true" aria-label="Loading conversation">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-20" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (!conversation) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <BackToList />
        <p className="font-semibold text-slate-900">
          {isApiError(error, 404) ? 'This conversation was not found.' : 'This conversation could not be loaded.'}
        </p>
        <Link to="/messages" className="text-sm font-medium text-brand-700 hover:underline">
          All messages
        </Link>
      </div>
    );
  }

  return (
    <>
      <ThreadHeader conversation={conversation} />
      {conversation.listing ? <ListingSummary listing={conversation.listing} /> : null}
      {conversation.jvPost ? <JvPostSummary post={conversation.jvPost} /> : null}
      <MessageList conversation={conversation} me={me} />
      {conversation.blockedByMe || conversation.blockedByThem ? (
        <p role="status" className="border-t border-slate-200 bg-slate-50 px-4 py-4 text-center text-sm text-slate-700">
          {conversation.blockedByMe ? (
            <>
              {BLOCKED_BY_YOU_MESSAGE}{' '}
              <Link to="/settings" hash="blocked-members" className="font-medium text-brand-700 hover:underline">
                Open Settings
              </Link>
            </>
          ) : (
            BLOCKED_BY_THEM_MESSAGE
          )}
        </p>
      ) : conversation.otherSuspended ? (
        <p role="status" className="border-t border-slate-200 bg-slate-50 px-4 py-4 text-center text-sm text-slate-700">
          {MEMBER_SUSPENDED_MESSAGE}
        </p>
      ) : conversation.other === null ? (
        <p role="status" className="border-t border-slate-200 bg-slate-50 px-4 py-4 text-center text-sm text-slate-700">
          This member’s account no longer exists.
        </p>
      ) : (
        <Composer key={conversation.id} conversationId={conversation.id} />
      )}
    </>
  );
}

function BackToList() {
  return (
    <Link
      to="/messages"
      className="-ml-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
      <span className="sr-only">Back to conversations</span>
    </Link>
  );
}

function ThreadHeader({ conversation }: { conversation: Conversation }) {
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const { other, blockedByMe } = conversation;
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5 sm:px-4">
      <BackToList />
      <MemberAvatar member={other} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-slate-900">{memberName(other)}</h2>
        <p className="text-xs text-slate-500">{conversation.role === 'buyer' ? 'Seller' : 'Buyer'}</p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Conversation options"
          className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <EllipsisVertical className="size-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {other ? (
            <DropdownMenuItem onSelect={() => setDialog('block')}>
              {blockedByMe ? <UserCheck className="size-4" aria-hidden="true" /> : <Ban className="size-4" aria-hidden="true" />}
              {blockedByMe ? 'Unblock member' : 'Block member'}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setDialog('report')} className="text-red-700 data-[highlighted]:text-red-800">
            <Flag className="size-4" aria-hidden="true" />
            Report conversation
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {other ? (
        <BlockDialog
          member={other}
          block={!blockedByMe}
          open={dialog === 'block'}
          onOpenChange={(open) => setDialog(open ? 'block' : null)}
        />
      ) : null}
      <ReportDialog
        conversationId={conversation.id}
        open={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : null)}
      />
    </div>
  );
}

/** The JV board post the conversation is about, pinned above the messages. */
function JvPostSummary({ post }: { post: NonNullable<Conversation['jvPost']> }) {
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2.5 text-sm sm:px-4">
      <span className="shrink-0 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">JV post</span>
      {post.available ? (
        <Link
          to="/joint-venture"
          search={{ post: post.id }}
          className="min-w-0 flex-1 truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {post.title}
        </Link>
      ) : (
        <p className="min-w-0 flex-1 truncate font-semibold text-slate-900">{post.title}</p>
      )}
      {post.available ? null : (
        <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
          No longer open
        </span>
      )}
    </div>
  );
}

/** The listing the conversation is about, pinned above the messages. */
function ListingSummary({ listing }: { listing: NonNullable<Conversation['listing']> }) {
  const place = listingPlace(listing);
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2.5 sm:px-4">
      <div className="size-12 shrink-0 overflow-hidden rounded-md bg-slate-100">
        {listing.image ? (
          <img src={listing.image} srcSet={imageSrcSet(listing.image)} sizes="96px" alt="" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-slate-400">
            <Trees className="size-5" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        {listing.available ? (
          <Link
            to="/property/$id"
            params={{ id: listing.id }}
            className="block truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {listing.title}
          </Link>
        ) : (
          <p className="truncate font-semibold text-slate-900">{listing.title}</p>
        )}
        <p className="truncate text-slate-600">
          <span className="font-medium text-slate-800">{listingPrice(listing.priceCents)}</span>
          {place ? ` · ${place}` : ''}
        </p>
      </div>
      {listing.available ? null : (
        <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
          No longer available
        </span>
      )}
    </div>
  );
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the tab is in view (false on the server). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );
}

/**
 * While the thread is on screen in a visible tab and the other member's messages are unread, they are
 * marked read (once per newest message: a failure is not retried in a loop).
 */
function useMarkReadWhileShown(conversation: Conversation | undefined) {
  const visible = usePageVisible();
  const { mutate } = useMarkConversationRead();
  const marked = useRef<string | null>(null);
  const id = conversation?.id;
  const unread = conversation?.unreadCount ?? 0;
  const newest = `${id}:${conversation?.lastMessage?.seq ?? 0}`;
  useEffect(() => {
    if (!id || !visible || unread === 0 || marked.current === newest) return;
    marked.current = newest;
    mutate(id);
  }, [id, visible, unread, newest, mutate]);
}
