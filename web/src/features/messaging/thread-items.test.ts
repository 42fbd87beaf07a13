import { describe, expect, it } from 'vitest';
import type { Message } from '@contracts/engagement/contracts/messaging.ts';
import type { PendingMessage } from './api/outbox.ts';
import { threadItems } from './thread-items.ts';

const now = new Date(2026, 5, 10, 15, 30);
const me = 'me';

function message(seq: number, senderId: string, at: Date): Message {
  return {
    id: `m${seq}`,
    conversationId: 'c',
    seq,
    senderId,
    body: `message ${seq}`,
    clientId: `client-${seq}`,
    createdAt: at.toISOString(),
    attachments: [],
  };
}

const describeItems = (items: ReturnType<typeof threadItems>) =>
  items.map((item) =>
    item.kind === 'day'
      ? item.label
      : item.kind === 'message'
        ? `${item.message.seq}${item.mine ? ' mine' : ''}${item.seen ? ' seen' : ''}`
        : `pending ${item.pending.clientId}`,
  );

describe('threadItems', () => {
  const messages = [
    message(1, 'other', new Date(2026, 5, 8, 10, 0)),
    message(2, me, new Date(2026, 5, 8, 11, 0)),
    message(3, me, new Date(2026, 5, 9, 9, 0)),
    message(4, 'other', new Date(2026, 5, 10, 8, 0)),
    message(5, me, new Date(2026, 5, 10, 8, 1)),
  ];

  it('puts a separator before each new local day', () => {
    expect(describeItems(threadItems(messages, [], me, 0, now))).toEqual([
      'Monday, June 8',
      '1',
      '2 mine',
      'Yesterday',
      '3 mine',
      'Today',
      '4',
      '5 mine',
    ]);
  });

  it('marks only my newest message seen, once the other member read up to it', () => {
    expect(describeItems(threadItems(messages, [], me, 3, now)).filter((item) => item.includes('seen'))).toEqual([]);
    expect(describeItems(threadItems(messages, [], me, 5, now)).filter((item) => item.includes('seen'))).toEqual(['5 mine seen']);
  });

  it('shows pending messages last, until their stored copy arrives', () => {
    const pending: PendingMessage[] = [
      { clientId: 'client-5', body: 'message 5', attachments: [], createdAt: new Date(2026, 5, 10, 8, 1).toISOString(), status: 'sending' },
      {
        clientId: 'new-one',
        body: 'hello',
        attachments: [],
        createdAt: new Date(2026, 5, 10, 9, 0).toISOString(),
        status: 'failed',
        error: 'Not sent',
      },
    ];
    expect(describeItems(threadItems(messages, pending, me, 0, now)).slice(-2)).toEqual(['5 mine', 'pending new-one']);
  });

  it('starts a day for a pending message sent after midnight', () => {
    const pending: PendingMessage[] = [
      { clientId: 'late', body: 'hi', attachments: [], createdAt: new Date(2026, 5, 10, 0, 1).toISOString(), status: 'sending' },
    ];
    expect(describeItems(threadItems(messages.slice(0, 3), pending, me, 0, now)).slice(-2)).toEqual(['Today', 'pending late']);
  });
});
