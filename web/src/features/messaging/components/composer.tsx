import { SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useSendMessage } from '../api/messages.ts';
import { CharacterCount, isTooLong, MessageField, messageProblem } from './message-field.tsx';

/**
 * Writes in a conversation: Enter sends, Shift+Enter starts a new line. The message shows in the
 * thread at once (the outbox), so the field empties straight away.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const { send } = useSendMessage(conversationId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const onSend = () => {
    const problem = messageProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    send(text);
    setText('');
    setError(null);
  };

  return (
    <form
      aria-label="Send a message"
      className="border-t border-slate-200 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="flex items-end gap-2">
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
          onSend={onSend}
          placeholder="Write a message"
          aria-invalid={error !== null || isTooLong(text) ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="max-h-40 min-h-11 field-sizing-content"
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={isTooLong(text)} className="size-11">
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
