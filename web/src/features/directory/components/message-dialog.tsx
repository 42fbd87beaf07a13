import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ContactsLeft } from '@/components/contacts-left.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toastError } from '@/components/ui/toast.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useMessageMember } from '../api/directory.ts';

const MAX_MESSAGE_LENGTH = 5000;

/**
 * "Message": a first message to the member; sent, the conversation opens in /messages. A first message
 * counts as a contact under the free plan: a free buyer sees how many are left this month, and over them
 * the upgrade dialog opens; closing it brings this dialog back with the text.
 */
export function MessageDialog({
  member,
  open,
  onOpenChange,
}: {
  member: { id: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const send = useMessageMember();
  const [text, setText] = useState('');
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const problem =
    text.trim() === '' ? 'Write a message' : text.length > MAX_MESSAGE_LENGTH ? `At most ${MAX_MESSAGE_LENGTH} characters` : null;
  const [shown, setShown] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (problem) return;
    send.mutate(
      { memberId: member.id, message: text.trim() },
      {
        onSuccess: ({ conversation }) => void navigate({ to: '/messages', search: { c: conversation.id } }),
        onError: (error) => {
          if (isUpgradeRequired(error)) {
            onOpenChange(false);
            setUpgrade(serverMessage(error) ?? 'Messaging more members this month needs an upgrade.');
            return;
          }
          toastError('Message not sent', error, 'Something went wrong. Please try again.');
        },
      },
    );
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Message {member.firstName}</DialogTitle>
          <DialogDescription>Your first message to a member opens a conversation in Messages.</DialogDescription>
          <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
            <Field label="Message" error={shown ? (problem ?? undefined) : undefined}>
              {(control) => <Textarea {...control} rows={5} value={text} onChange={(event) => setText(event.target.value)} />}
            </Field>
            <ContactsLeft />
            <div className="flex justify-end gap-3">
              <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Sending…' : 'Send message'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <UpgradeDialog
        open={upgrade !== null}
        onOpenChange={(next) => !next && setUpgrade(null)}
        onDismissed={() => onOpenChange(true)}
        title="Upgrade to message more members"
        message={upgrade ?? ''}
      />
    </>
  );
}
