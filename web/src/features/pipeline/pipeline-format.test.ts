import { describe, expect, it } from 'vitest';
import type { Pipeline, PipelineCard } from '@contracts/leads/contracts/pipeline.ts';
import { beforeIdAt, columnsOf, defaultDue, formatPhone, fromLocalInput, stageOf, toLocalInput, withCardMoved } from './pipeline-format.ts';

const card = (id: string, stageId: PipelineCard['stageId']): PipelineCard => ({
  id,
  kind: 'lead',
  title: id,
  stageId,
  position: 0,
  links: { contact: null, conversationUrl: null, propertyUrl: null },
  openTasks: 0,
  nextDueAt: null,
  createdAt: '2026-11-10T12:00:00.000Z',
  updatedAt: '2026-11-10T12:00:00.000Z',
});

const board: Pipeline = {
  canEdit: true,
  total: 3,
  stages: [
    { id: 'new', name: 'New', position: 0, cards: [card('a', 'new'), card('b', 'new')] },
    { id: 'contacted', name: 'Contacted', position: 1, cards: [card('c', 'contacted')] },
  ],
};

describe('the pipeline board', () => {
  it('moves a card to another stage, before a card or at the end, and within its stage', () => {
    expect(columnsOf(withCardMoved(board, 'a', 'contacted', 'c'))).toEqual({ new: ['b'], contacted: ['a', 'c'] });
    expect(columnsOf(withCardMoved(board, 'a', 'contacted', null))).toEqual({ new: ['b'], contacted: ['c', 'a'] });
    expect(columnsOf(withCardMoved(board, 'b', 'new', 'a'))).toEqual({ new: ['b', 'a'], contacted: ['c'] });
    expect(withCardMoved(board, 'a', 'contacted', null).stages[1]!.cards[1]!.stageId).toBe('contacted');
    expect(withCardMoved(board, 'zz', 'contacted', null)).toBe(board);
  });

  it('finds a card’s stage and the card after it', () => {
    const columns = columnsOf(board);
    expect(stageOf(columns, 'c')).toBe('contacted');
    expect(stageOf(columns, 'zz')).toBeNull();
    expect(beforeIdAt(['a', 'b', 'c'], 'b')).toBe('c');
    expect(beforeIdAt(['a', 'b', 'c'], 'c')).toBeNull();
  });
});

describe('pipeline formats', () => {
  it('writes US phones as people read them', () => {
    expect(formatPhone('+15128675309')).toBe('(512) 867-5309');
    expect(formatPhone('+442071838750')).toBe('+442071838750');
  });

  it('reads a local date and time as the instant it is in the browser, and back', () => {
    const local = new Date(2026, 10, 14, 9, 30);
    expect(toLocalInput(local)).toBe('2026-11-14T09:30');
    expect(fromLocalInput('2026-11-14T09:30')).toBe(local.toISOString());
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(defaultDue(new Date(2026, 10, 30, 22, 0))).toBe('2026-12-01T09:00');
  });
});
