import type { Member } from '@contracts/engagement/contracts/messaging.ts';
import { memberName } from '@contracts/engagement/contracts/messaging.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
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
    <AlertDialog open={open} onOpenChange={(next) => !setBlocked.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogTitle>{block ? `Block ${name}?` : `Unblock ${name}?`}</AlertDialogTitle>
        <AlertDialogDescription>
          {block
            ? 'Neither of you will be able to send messages in your conversations.. You can unblock them later in Settings.'
            : 'You will both be able to send messages again.'}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={setBlocked.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <SubmitButton
            variant={block ? 'destructive' : 'primary'}
            onClick={onConfirm}
            pending={setBlocked.isPending}
            pendingLabel={block ? 'Blocking...' : 'Unblocking...'}
          >
            {block ? 'Block' : 'Unblock'}
          </SubmitButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
