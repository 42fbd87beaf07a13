import { Star } from 'lucide-react';
import { JV_POST_KIND_LABELS, JV_STRATEGY_LABELS, jvAmountRange, type JvPost } from '@contracts/engagement/contracts/jv.ts';
import { countyLabel } from '@contracts/shared/kernel/place-names.ts';
import type { ReactNode } from 'react';
import { VerifiedFundsBadge } from '@/components/verified-funds-badge.tsx';

/** "TX, OK · Travis County": where the post's author looks or invests. */
export function jvMarkets(post: Pick<JvPost, 'states' | 'counties'>): string {
  return [post.states.join(', '), post.counties.map(countyLabel).join(', ')].filter(Boolean).join(' · ') || 'Any market';
}

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

const STATUS_LABELS = { open: 'Open', closed: 'Closed', expired: 'Expired' } as const;

/** A post on the board: kind, featured mark, title (opens the detail), amount, markets and strategies. */
export function JvPostCard({ post, onOpen, actions }: { post: JvPost; onOpen: () => void; actions?: ReactNode }) {
  const amount = jvAmountRange(post);
  return (
    <article
      aria-labelledby={`jv-post-${post.id}`}
      className={`flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ${post.featured ? 'ring-2 ring-amber-400' : 'ring-slate-200'}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800">{JV_POST_KIND_LABELS[post.kind]}</span>
        {post.featured ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">
            <Star className="size-3" aria-hidden="true" /> Featured
          </span>
        ) : null}
        {post.mine ? <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">{STATUS_LABELS[post.status]}</span> : null}
      </div>
      <h3 id={`jv-post-${post.id}`} className="text-base font-semibold text-slate-900">
        <button
          type="button"
          onClick={onOpen}
          className="text-left hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {post.title}
        </button>
      </h3>
      <dl className="grid grid-cols-1 gap-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt className="font-medium text-slate-900">Amount:</dt>
          <dd>{amount ?? 'Open to discuss'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium text-slate-900">Markets:</dt>
          <dd className="min-w-0 truncate">{jvMarkets(post)}</dd>
        </div>
      </dl>
      {post.strategies.length ? (
        <ul aria-label="Strategies" className="flex flex-wrap gap-1.5">
          {post.strategies.map((strategy) => (
            <li key={strategy} className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
              {JV_STRATEGY_LABELS[strategy]}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto space-y-1.5">
        {post.authorVerifiedFunds ? <VerifiedFundsBadge funds={post.authorVerifiedFunds} /> : null}
        <p className="text-xs text-slate-600">
          {post.author ? `${post.author.firstName} ${post.author.lastName}` : 'A former member'} · posted {shortDate(post.postedAt)}
          {post.mine && post.status === 'open' ? ` · until ${shortDate(post.expiresAt)}` : ''}
        </p>
      </div>
      {actions}
    </article>
  );
}
