import { FileText, Image as ImageIcon, Paperclip, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { MAX_ATTACHMENTS_PER_MESSAGE, TOO_MANY_ATTACHMENTS, type Attachment } from '@contracts/engagement/contracts/messaging.ts';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem, fileSize, uploadAttachment } from '../api/attachments.ts';
import { useSendMessage } from '../api/messages.ts';
import { CharacterCount, isTooLong, MessageField, messageProblem } from './message-field.tsx';

/** A file picked for the next message: uploading, uploaded (its attachment), or refused by the server. */
interface DraftFile {
  key: string;
  name: string;
  size: number;
  isPdf: boolean;
  status: 'uploading' | 'ready' | 'failed';
  attachment?: Attachment;
  error?: string;
  upload: AbortController;
}

/** The files of the next message: each uploads as soon as it is picked (pasted, dropped) and can be removed until sent. */
function useDraftFiles(conversationId: string, onProblem: (problem: string) => void) {
  const [drafts, setDrafts] = useState<DraftFile[]>([]);
  const update = (key: string, change: Partial<DraftFile>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  const add = (files: readonly File[]) => {
    const room = MAX_ATTACHMENTS_PER_MESSAGE - drafts.length;
    if (files.length > room) onProblem(TOO_MANY_ATTACHMENTS);
    const added: DraftFile[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = attachmentProblem(file);
      if (problem) {
        onProblem(problem);
        continue;
      }
      const draft: DraftFile = {
        key: crypto.randomUUID(),
        name: file.name,
        size: file.size,
        isPdf: file.type === 'application/pdf' || /\.pdf$/i.test(file.name),
        status: 'uploading',
        upload: new AbortController(),
      };
      added.push(draft);
      uploadAttachment(conversationId, file, draft.upload.signal).then(
        (attachment) => update(draft.key, { status: 'ready', attachment, size: attachment.size }),
        (error: unknown) => {
          if (draft.upload.signal.aborted) return;
          const why = isApiError(error) ? (serverMessage(error) ?? 'The server refused it.') : 'Check your connection and try again.';
          update(draft.key, { status: 'failed', error: why });
        },
      );
    }
    setDrafts((current) => [...current, ...added]);
  };

  const remove = (key: string) => {
    drafts.find((draft) => draft.key === key)?.upload.abort();
    setDrafts((current) => current.filter((draft) => draft.key !== key));
  };

  return { drafts, add, remove, clear: () => setDrafts([]) };
}

/**
 * Writes in a conversation: Enter sends, Shift+Enter starts a new line. Photos and PDFs are attached
 * with the paperclip, by pasting or by dropping them on the composer. The message shows in the
 * thread at once (the outbox), so the field empties straight away.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const { send } = useSendMessage(conversationId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const files = useDraftFiles(conversationId, setError);
  const picker = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const uploading = files.drafts.some((draft) => draft.status === 'uploading');
  const ready = files.drafts.flatMap((draft) => (draft.status === 'ready' && draft.attachment ? [draft.attachment] : []));

  const onSend = () => {
    if (uploading) {
      setError('Wait until your files have uploaded.');
      return;
    }
    if (files.drafts.some((draft) => draft.status === 'failed')) {
      setError('Remove the files that could not be uploaded first.');
      return;
    }
    const problem = messageProblem(text, ready.length > 0);
    if (problem) {
      setError(problem);
      return;
    }
    send(text, ready);
    setText('');
    files.clear();
    setError(null);
  };

  const addFiles = (picked: readonly File[]) => {
    setError(null);
    files.add(picked);
  };
  const onPaste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length === 0) return;
    event.preventDefault();
    addFiles([...event.clipboardData.files]);
  };
  const onDrop = (event: DragEvent) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <form
      aria-label="Send a message"
      className="border-t border-slate-200 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      {files.drafts.length > 0 ? (
        <ul aria-label="Attached files" className="mb-2 flex flex-wrap gap-2">
          {files.drafts.map((draft) => (
            <DraftChip key={draft.key} draft={draft} onRemove={() => files.remove(draft.key)} />
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="attachment-input"
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Attach photos or PDFs"
          title="Attach photos or PDFs (up to 10 MB each)"
          disabled={files.drafts.length >= MAX_ATTACHMENTS_PER_MESSAGE}
          onClick={() => picker.current?.click()}
          className="size-11 text-slate-600"
        >
          <Paperclip className="size-5" aria-hidden="true" />
        </Button>
        <label htmlFor={fieldId} className="sr-only">
          Message
        </label>
        <MessageField
          id={fieldId}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onPaste={onPaste}
          onSend={onSend}
          placeholder="Write a message"
          aria-invalid={error !== null || isTooLong(text) ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="max-h-40 min-h-11 field-sizing-content"
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={isTooLong(text) || uploading} className="size-11">
          <SendHorizontal className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <div className="flex min-h-0 items-start justify-between gap-3 empty:hidden">
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="ml-auto mt-1 empty:hidden">
          <CharacterCount text={text} />
        </div>
      </div>
    </form>
  );
}

function DraftChip({ draft, onRemove }: { draft: DraftFile; onRemove: () => void }) {
  const Icon = draft.isPdf ? FileText : ImageIcon;
  const failed = draft.status === 'failed';
  return (
    <li
      className={cn(
        'flex max-w-full min-w-0 items-center gap-2 rounded-lg py-1.5 pr-1 pl-2.5 text-sm',
        failed ? 'bg-red-50 text-red-900 ring-1 ring-red-300' : 'bg-slate-100 text-slate-800',
      )}
    >
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block max-w-48 truncate font-medium sm:max-w-64">{draft.name}</span>
        <span className={cn('block text-xs', failed ? 'text-red-700' : 'text-slate-500')} aria-live="polite">
          {draft.status === 'uploading' ? `Uploading… ${fileSize(draft.size)}` : failed ? draft.error : fileSize(draft.size)}
        </span>
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${draft.name}`}
        className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
