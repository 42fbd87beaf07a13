import type { Member } from '@contracts/engagement/contracts/messaging.ts';
import { memberName } from '@contracts/engagement/contracts/messaging.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useSetBlocked } from '../api/members.ts';

interface BlockDialogProps {
  member: Member;
  /** true: confirm blocking; false: confirm unblocking */
  block: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms blocking (or unblocking) a member. */
export function BlockDialog({ member, block, open, onOpenChange }: BlockDialogProps) {
  const setBlocked = useSetBlocked();
  const name = memberName(member);

  const onConfirm = () =>
    setBlocked.mutate(
      { memberId: member.id, blocked: block },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: block ? `${name} is blocked` : `${name} is unblocked` });
        },
        onError: (error) => toastError(block ? 'Could not block this member' : 'Could not unblock this member', error, 'Please try again.'),
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={block ? `Block ${name}?` : `Unblock ${name}?`}
      description={
        block
          ? 'Neither of you will be able to send messages in your conversations.. You can unblock them later in Settings.'
          : 'You will both be able to send messages again.'
      }
      confirmLabel={block ? 'Block' : 'Unblock'}
      destructive={block}
      pending={setBlocked.isPending}
      pendingLabel={block ? 'Blocking...' : 'Unblocking...'}
      onConfirm={onConfirm}
    />
  );
}
