import { useHydrated, useNavigate, useSearch } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { CONTACTS_LIMIT_MESSAGE } from '@contracts/engagement/contracts/messaging.ts';
import { ContactsLeft } from '@/components/contacts-left.tsx';
import type { ContactListing } from '@/components/messaging-slot.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { useStartConversation } from '../api/conversations.ts';
import { newClientId } from '../api/messages.ts';
import { clearContactDraft, contactReturnPath, firstMessage, readContactDraft, saveContactDraft } from '../contact-draft.ts';
import { CharacterCount, isTooLong, MessageField, messageProblem } from './message-field.tsx';

/**
 * "Contact seller" on a listing: a composer with a first message naming the listing. The text is kept
 * in the tab until it is sent: a signed-out visitor signs in (or registers) and the property page opens
 * the composer again with it (`?contact=1`); a reload or a look at the plans finds it again. Sent, the
 * conversation opens in /messages. A free buyer sees the month's contacts left; over them, the upgrade
 * dialog opens, and closing it brings the composer back with the text.
 */
export function ContactSeller({ listing }: { listing: ContactListing }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // back from signing in: the page opens with the composer (the URL says so until it is closed)
  const reopen = useSearch({ strict: false, select: (search) => search.contact === 1 });
  const start = useStartConversation();
  const [open, setOpen] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const shown = open || (hydrated && reopen);

  const onOpenChange = (next: boolean) => {
    if (start.isPending) return;
    setOpen(next);
    if (!next && reopen) void navigate({ to: '/property/$id', params: { id: listing.id }, search: {}, replace: true, resetScroll: false });
  };

  return (
    <>
      <Button className="w-full" onClick={() => setOpen(true)} aria-disabled={hydrated ? undefined : true}>
        <MessageSquare className="size-4" aria-hidden="true" />
        Contact seller
      </Button>
      <Dialog open={shown} onOpenChange={onOpenChange}>
        {shown ? (
          <ContactComposer
            listing={listing}
            start={start}
            onLimitReached={(message) => {
              onOpenChange(false);
              setLimitMessage(message);
            }}
          />
        ) : null}
      </Dialog>
      <UpgradeDialog
        open={limitMessage !== null}
        onOpenChange={(next) => !next && setLimitMessage(null)}
        onDismissed={() => setOpen(true)}
        title="Contacts Limit Reached"
        message={limitMessage ?? CONTACTS_LIMIT_MESSAGE}
      />
    </>
  );
}

interface ContactComposerProps {
  listing: ContactListing;
  start: ReturnType<typeof useStartConversation>;
  onLimitReached: (message: string) => void;
}

/** The dialog's form, made afresh at every opening with the kept text or the first message. */
function ContactComposer({ listing, start, onLimitReached }: ContactComposerProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [text, setText] = useState(() => readContactDraft(listing.id) ?? firstMessage(listing));
  const [error, setError] = useState<string | null>(null);
  // one id for this message: a send retried after a lost answer is stored once
  const [clientId] = useState(newClientId);
  const fieldId = useId();

  const onSend = () => {
    const problem = messageProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    if (!user) {
      saveContactDraft(listing.id, text);
      void navigate({ to: '/login', search: { redirect: contactReturnPath(listing.id) } });
      return;
    }
    setError(null);
    start.mutate(
      { propertyId: listing.id, message: text, clientId },
      {
        onSuccess: ({ conversation }) => {
          clearContactDraft(listing.id);
          void navigate({ to: '/messages', search: { c: conversation.id } });
        },
        onError: (failure) => {
          if (!isUpgradeRequired(failure)) {
            setError(serverMessage(failure) ?? 'Your message could not be sent. Please try again.');
            return;
          }
          // kept for the composer that opens again when the upgrade dialog closes (or after a look at the plans)
          saveContactDraft(listing.id, text);
          onLimitReached(serverMessage(failure) ?? CONTACTS_LIMIT_MESSAGE);
        },
      },
    );
  };

  return (
    <DialogContent className="max-w-lg">
      <DialogTitle>Contact the seller</DialogTitle>
      <DialogDescription>About {listing.title}</DialogDescription>
      <form
        aria-label="Contact the seller"
        className="mt-4 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <Label htmlFor={fieldId}>Message</Label>
        <MessageField
          id={fieldId}
          rows={5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            saveContactDraft(listing.id, event.target.value);
            if (error) setError(null);
          }}
          onSend={onSend}
          aria-invalid={error !== null || isTooLong(text) ? true : undefined}
          aria-describedby={`${fieldId}-hint`}
          className="max-h-72"
        />
        <div className="flex items-start justify-between gap-3">
          <p id={`${fieldId}-hint`} className="text-xs text-slate-500">
            {user ? 'Enter sends, Shift+Enter starts a new line.' : 'You will sign in first; your message is kept.'}
          </p>
          <CharacterCount text={text} />
        </div>
        {user ? <ContactsLeft /> : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={start.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <SubmitButton type="submit" pending={start.isPending} pendingLabel="Sending..." disabled={isTooLong(text)}>
            {user ? 'Send message' : 'Sign in to send'}
          </SubmitButton>
        </div>
      </form>
    </DialogContent>
  );
}
