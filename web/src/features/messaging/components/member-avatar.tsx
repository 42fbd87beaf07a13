import type { Member } from '@contracts/engagement/contracts/messaging.ts';
import { cn } from '@/lib/utils.ts';
import { initials } from '../format.ts';

/** The other member's picture, or their initials; decorative (their name is always next to it). */
export function MemberAvatar({ member, className }: { member: Member | null; className?: string }) {
  return member?.profilePicture ? (
    <img src={member.profilePicture} alt="" className={cn('size-10 shrink-0 rounded-full object-cover ring-1 ring-slate-200', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800',
        className,
      )}
    >
      {initials(member)}
    </span>
  );
}
