import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { fieldIssues, planLimitOf, serverCode, serverMessage } from './api-errors.ts';

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), body);

describe('serverMessage and serverCode', () => {
  it('read the JSON error body', () => {
    const error = apiError(409, { message: 'An account with this email already exists.', code: 'email_taken' });
    expect(serverMessage(error)).toBe('An account with this email already exists.');
    expect(serverCode(error)).toBe('email_taken');
  });

  it('give nothing for errors that are not API answers or have no message', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage(new ApiError(502, 'Bad Gateway', null))).toBeUndefined();
    expect(serverMessage(apiError(400, { message: '  ' }))).toBeUndefined();
    expect(serverCode(apiError(400, { message: 'x' }))).toBeUndefined();
  });
});

describe('planLimitOf', () => {
  it('reads which plan limit refused, from the details of an upgrade answer only', () => {
    const details = { limit: 'featuredPerMonth', allowed: 1, tier: 'pro', suggestedTier: 'premium' };
    expect(
      planLimitOf(
        apiError(403, {
          message: 'Your Pro plan allows 1 featured listing per month.',
          code: 'plan_limit_reached',
          upgradeRequired: true,
          details,
        }),
      ),
    ).toEqual(details);
    expect(planLimitOf(apiError(403, { message: 'Not yours', code: 'forbidden', details }))).toBeNull();
    expect(planLimitOf(apiError(403, { message: 'x', upgradeRequired: true, details: { limit: 'unknown' } }))).toBeNull();
  });
});

describe('fieldIssues', () => {
  it('maps zod issues to one message per top-level field, renaming where asked', () => {
    const error = apiError(400, {
      message: 'Please check the highlighted fields',
      details: [
        { path: ['password'], message: 'This password is too common.' },
        { path: ['password'], message: 'second issue on the same field' },
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: [], message: 'form-level issue' },
        'garbage',
      ],
    });
    expect(fieldIssues(error, { password: 'newPassword' })).toEqual([
      { field: 'newPassword', message: 'This password is too common.' },
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('is empty without details', () => {
    expect(fieldIssues(apiError(401, { message: 'Invalid email or password' }))).toEqual([]);
    expect(fieldIssues(new Error('boom'))).toEqual([]);
  });
});
