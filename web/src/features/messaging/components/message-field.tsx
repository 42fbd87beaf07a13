import type { ComponentProps } from 'react';
import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG, startConversationRequestSchema } from '@contracts/engagement/contracts/messaging.ts';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn, formatNumber } from '@/lib/utils.ts';

/** The character count shows once a message comes this close to the limit. */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 500;

/** Why a message's text cannot be sent (the contract's wording), or null when it can; empty text is fine with attachments. */
export function messageProblem(text: string, withAttachments = false): string | null {
  if (withAttachments && text.trim() === '') return null;
  const result = startConversationRequestSchema.shape.message.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGE_TOO_LONG);
}

/** Whether a message is too long: shown as soon as it is, unlike an empty message (shown on send). */
export const isTooLong = (text: string) => text.length > MESSAGE_MAX_LENGTH;

/** The count near the limit, e.g. "4,812 / 5,000", red beyond it; nothing below. */
export function CharacterCount({ text, id }: { text: string; id?: string }) {
  if (text.length < COUNT_FROM) return null;
  const over = isTooLong(text);
  return (
    <p id={id} className={cn('text-xs tabular-nums', over ? 'font-semibold text-red-700' : 'text-slate-500')} aria-live="polite">
      {formatNumber(text.length)} / {formatNumber(MESSAGE_MAX_LENGTH)}
      {over ? <span className="sr-only"> characters. {MESSAGE_TOO_LONG}</span> : <span className="sr-only"> characters</span>}
    </p>
  );
}

/**
 * A message's text area: Enter sends (`onSend`), Shift+Enter starts a new line, and an input method
 * still composing a character keeps its Enter.
 */
export function MessageField({ onSend, className, ...props }: ComponentProps<'textarea'> & { onSend: () => void }) {
  return (
    <Textarea
      {...props}
      className={cn('resize-none', className)}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.defaultPrevented) return;
        event.preventDefault();
        onSend();
      }}
    />
  );
}
