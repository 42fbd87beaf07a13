import { useSyncExternalStore } from 'react';
import type { Attachment } from '@contracts/engagement/contracts/messaging.ts';

/**
 * Messages this tab is sending or failed to send, per conversation, shown after the stored ones
 * until the server's copy arrives. Kept outside the query cache: they exist only in this tab and
 * never come from the server. Only the browser sends, so the server render always sees none.
 */
export interface PendingMessage {
  clientId: string;
  body: string;
  attachments: readonly Attachment[];
  createdAt: string;
  status: 'sending' | 'failed';
  /** why the last attempt failed, as a sentence */
  error?: string;
}

const NONE: readonly PendingMessage[] = [];
const outboxes = new Map<string, readonly PendingMessage[]>();
const listeners = new Set<() => void>();

function write(conversationId: string, next: readonly PendingMessage[]): void {
  if (next.length === 0) outboxes.delete(conversationId);
  else outboxes.set(conversationId, next);
  for (const listener of listeners) listener();
}

export function pendingMessages(conversationId: string): readonly PendingMessage[] {
  return outboxes.get(conversationId) ?? NONE;
}

/** Adds the message, or marks an earlier attempt with its clientId as sending again. */
export function putPending(conversationId: string, message: Omit<PendingMessage, 'status' | 'error'>): void {
  const current = pendingMessages(conversationId);
  const earlier = current.find((entry) => entry.clientId === message.clientId);
  write(
    conversationId,
    earlier
      ? current.map((entry) => (entry === earlier ? { ...entry, status: 'sending', error: undefined } : entry))
      : [...current, { ...message, status: 'sending' }],
  );
}

export function failPending(conversationId: string, clientId: string, error: string): void {
  write(
    conversationId,
    pendingMessages(conversationId).map((entry) => (entry.clientId === clientId ? { ...entry, status: 'failed', error } : entry)),
  );
}

export function removePending(conversationId: string, clientId: string): void {
  write(
    conversationId,
    pendingMessages(conversationId).filter((entry) => entry.clientId !== clientId),
  );
}

/** Forgets every unsent message (signing out). */
export function clearOutboxes(): void {
  outboxes.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingMessages(conversationId: string): readonly PendingMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => pendingMessages(conversationId),
    () => NONE,
  );
}
