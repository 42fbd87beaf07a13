import { describe, expect, it } from 'vitest';
import { SELLER_LEAD_MESSAGES } from '@contracts/leads/contracts/seller-leads.ts';
import { ApiError } from '@/lib/api-client.ts';
import { leadFieldIssues } from './lead-field-errors.ts';

const refused = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), body);

describe('leadFieldIssues', () => {
  it('places the server’s issues under the visible fields, in the form’s order', () => {
    const error = refused(400, {
      message: 'Please check the highlighted fields',
      details: [
        { path: ['email'], message: SELLER_LEAD_MESSAGES.email },
        { path: ['phone'], message: SELLER_LEAD_MESSAGES.phoneInvalid },
        { path: ['phone'], message: 'a second issue on the same field' },
      ],
    });
    expect(leadFieldIssues(error)).toEqual([
      { field: 'phone', message: SELLER_LEAD_MESSAGES.phoneInvalid },
      { field: 'email', message: SELLER_LEAD_MESSAGES.email },
    ]);
  });

  it('leaves the honeypot’s issues and unknown paths to the toast', () => {
    const error = refused(400, {
      message: 'Invalid request',
      details: [
        { path: ['website'], message: 'Too long' },
        { path: ['somethingElse'], message: 'Unknown' },
        { path: [], message: 'form-level' },
      ],
    });
    expect(leadFieldIssues(error)).toEqual([]);
  });

  it('is empty for answers without details (a rate limit, a server error, a network failure)', () => {
    expect(leadFieldIssues(refused(429, { message: 'Too many requests, please try again later.' }))).toEqual([]);
    expect(leadFieldIssues(refused(500, { message: 'Lead service unavailable' }))).toEqual([]);
    expect(leadFieldIssues(new TypeError('Failed to fetch'))).toEqual([]);
  });
});
