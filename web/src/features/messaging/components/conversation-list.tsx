import { Link } from '@tanstack/react-router';
import { Search, Trees } from 'lucide-react';
import { useId, useState } from 'react';
import type { Conversation } from '@contracts/engagement/contracts/messaging.ts';
import { memberName } from '@contracts/engagement/contracts/messaging.ts';
import { imageSrcSet } from '@contracts/listings/contracts/media.ts';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';
import { listingPrice, listTime, matchesSearch } from '../format.ts';
import { MemberAvatar } from './member-avatar.tsx';

/** The member's conversations, newest activity first, with a search box over names, titles and messages. */
export function ConversationList({ conversations, selectedId, me }: { conversations: Conversation[]; selectedId?: string; me: string }) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = conversations.filter((conversation) => matchesSearch(conversation, search));
  const now = new Date();

  return (
    <>
      <div className="border-b border-slate-200 p-3">
        <label htmlFor={searchId} className="sr-only">
          Search conversations
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name, listing or message"
            className="h-10 pl-9"
          />
        </div>
      </div>
      <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" aria-label="Conversations">
        {shown.map((conversation) => (
          <li key={conversation.id}>
            <ConversationItem conversation={conversation} selected={conversation.id === selectedId} me={me} now={now} />
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="p-6 text-center text-sm text-slate-600">No conversation matches “{search.trim()}”.</p> : null}
    </>
  );
}

function ConversationItem({ conversation, selected, me, now }: { conversation: Conversation; selected: boolean; me: string; now: Date }) {
  const { listing, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  return (
    <Link
      to="/messages"
      search={{ c: conversation.id }}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'flex gap-3 px-4 py-3 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        selected && 'bg-brand-50 hover:bg-brand-50',
      )}
    >
      <MemberAvatar member={conversation.other} className="size-11" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn('truncate text-slate-900', unread ? 'font-bold' : 'font-semibold')}>{memberName(conversation.other)}</p>
          <time
            dateTime={conversation.lastActivityAt}
            className={cn('shrink-0 text-xs', unread ? 'font-semibold text-brand-700' : 'text-slate-500')}
          >
            {listTime(new Date(conversation.lastActivityAt), now)}
          </time>
        </div>
        <div className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-600">
          {listing ? (
            <>
              <ListingThumbnail image={listing.image} />
              <span className="truncate">{listing.title}</span>
              <span aria-hidden="true">·</span>
              <span className="shrink-0 font-medium text-slate-700">{listingPrice(listing.priceCents)}</span>
            </>
          ) : (
            <span className="truncate">{conversation.jvPost ? conversation.subject.title : 'Direct message'}</span>
          )}
        </div>
        <div className="mt-1 flex items-center gap-2">
          <p className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'font-medium text-slate-900' : 'text-slate-600')}>
            {lastMessage ? `${lastMessage.senderId === me ? 'You: ' : ''}${lastMessage.body || 'Sent an attachment'}` : 'No messages yet'}
          </p>
          {unread ? (
            <span className="inline-flex min-w-5 shrink-0 justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
              {unreadCount}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}

function ListingThumbnail({ image }: { image: string | null }) {
  return image ? (
    <img src={image} srcSet={imageSrcSet(image)} sizes="40px" alt="" className="size-5 shrink-0 rounded object-cover" loading="lazy" />
  ) : (
    <span className="flex size-5 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-400">
      <Trees className="size-3" aria-hidden="true" />
    </span>
  );
}
