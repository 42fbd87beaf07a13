import { useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH } from '@contracts/engagement/contracts/directory-terms.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useConnectionActions } from '../api/directory.ts';

/** "Connect": a note to the member with the request (optional, up to 300 characters). */
export function ConnectDialog({
  userId,
  member,
  open,
  onOpenChange,
}: {
  userId: string;
  member: { id: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { request } = useConnectionActions(userId);
  const [note, setNote] = useState('');
  const tooLong = note.length > MAX_NOTE_LENGTH;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooLong) return;
    request.mutate(
      { memberId: member.id, note: note.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Request sent', description: `${member.firstName} will see it in their notifications.` });
          setNote('');
          onOpenChange(false);
        },
        onError: (error) => toastError('Request not sent', error, 'Something went wrong. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Connect with {member.firstName}</DialogTitle>
        <DialogDescription>Say who you are and what you are looking for. {member.firstName} accepts or declines.</DialogDescription>
        <form onSubmit={onSubmit} className="mt-4 space-y-4">
          <Field
            label="Note"
            optional
            error={tooLong ? `At most ${MAX_NOTE_LENGTH} characters` : undefined}
            hint={`${note.length}/${MAX_NOTE_LENGTH}`}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                placeholder="Hi! I buy land in the same counties. Open to a JV?"
              />
            )}
          </Field>
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending || tooLong}>
              {request.isPending ? 'Sending…' : 'Send request'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
