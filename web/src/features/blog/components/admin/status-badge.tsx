import { CalendarClock, Check, PencilLine } from 'lucide-react';
import type { BlogPostRecord } from '@contracts/content/contracts/blog.ts';
import { cn } from '@/lib/utils.ts';
import { statusLabel } from '../../admin-format.ts';

const STYLES = {
  draft: { className: 'bg-slate-100 text-slate-700 ring-slate-300', icon: PencilLine },
  scheduled: { className: 'bg-amber-50 text-amber-900 ring-amber-300', icon: CalendarClock },
  published: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-300', icon: Check },
} as const;

/** Draft, Scheduled for {date, in the administrator's time} or Published. */
export function StatusBadge({ post, className }: { post: Pick<BlogPostRecord, 'status' | 'publishAt'>; className?: string }) {
  const { className: style, icon: Icon } = STYLES[post.status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        style,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {statusLabel(post)}
    </span>
  );
}
