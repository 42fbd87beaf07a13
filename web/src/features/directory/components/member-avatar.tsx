import { cn } from '@/lib/utils.ts';
import { initials } from '../format.ts';

/** The member's photo, or their initials on a tinted disc. Decorative: the name is always beside it. */
export function MemberAvatar({
  member,
  className,
}: {
  member: { firstName: string; lastName: string; profilePicture: string | null };
  className?: string;
}) {
  if (member.profilePicture)
    return <img src={member.profilePicture} alt="" className={cn('size-14 shrink-0 rounded-full object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800',
        className,
      )}
    >
      {initials(member.firstName, member.lastName)}
    </span>
  );
}
