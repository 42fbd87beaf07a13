import { describe, expect, it } from 'vitest';
import { readReportQueueSearch, reportQueueQueryOf } from './report-queue-search.ts';

describe('the report queue page', () => {
  it('reads its state from the URL, dropping defaults and what means nothing', () => {
    expect(readReportQueueSearch({ status: 'open', reason: 'scam', page: '1' })).toEqual({ reason: 'scam' });
    expect(readReportQueueSearch({ status: 'resolved', reason: 'rude', memberId: 'x', page: '3' })).toEqual({
      status: 'resolved',
      page: 3,
    });
    expect(reportQueueQueryOf({})).toEqual({ status: 'open', page: 1, pageSize: 25 });
  });
});
