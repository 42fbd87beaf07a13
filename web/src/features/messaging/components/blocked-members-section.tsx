import { UserCheck } from 'lucide-react';
import { memberName, type BlockedMember } from '@contracts/engagement/contracts/messaging.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SettingsSection } from '@/components/ui/settings-section.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useBlockedMembers, useSetBlocked } from '../api/members.ts';
import { MemberAvatar } from './member-avatar.tsx';

/** Settings: the members the user blocked, each with Unblock. */
export function BlockedMembersSection() {
  const blocked = useBlockedMembers();
  return (
    <SettingsSection
      id="blocked-members"
      title="Blocked members"
      description="You and the members you block cannot send each other messages."
    >
      {blocked.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading blocked members">
          <Skeleton className="h-12" />
        </div>
      ) : blocked.isError ? (
        <Alert variant="error" title="Blocked members could not be loaded">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void blocked.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : blocked.data.length === 0 ? (
        <p className="text-sm text-slate-600">You have not blocked anyone.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Blocked members">
          {blocked.data.map((member) => (
            <BlockedRow key={member.id} member={member} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function BlockedRow({ member }: { member: BlockedMember }) {
  const setBlocked = useSetBlocked();
  const name = memberName(member);
  const onUnblock = () =>
    setBlocked.mutate(
      { memberId: member.id, blocked: false },
      {
        onSuccess: () => toast({ title: `${name} is unblocked` }),
        onError: (error) => toastError('Could not unblock this member', error, 'Please try again.'),
      },
    );
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <MemberAvatar member={member} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-500">
          Blocked on {new Date(member.blockedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}
        </p>
      </div>
      <SubmitButton
        variant="secondary"
        size="sm"
        onClick={onUnblock}
        pending={setBlocked.isPending}
        pendingLabel="Unblocking..."
        icon={<UserCheck className="size-4" aria-hidden="true" />}
      >
        Unblock<span className="sr-only"> {name}</span>
      </SubmitButton>
    </li>
  );
}
