import { describe, expect, it } from 'vitest';
import { actionLabel, changedFields, readAuditLogSearch } from './audit-log-search.ts';

describe('the audit log page', () => {
  it('reads its filter from the URL, dropping what means nothing', () => {
    expect(readAuditLogSearch({ action: 'identity.', page: '2', from: 'soon', subjectId: '' })).toEqual({ action: 'identity.', page: 2 });
  });

  it('names actions and lists only the fields that changed', () => {
    expect(actionLabel('identity.user-suspended')).toBe('User suspended');
    expect(changedFields({ roles: ['buyer'], suspended: false }, { roles: ['buyer', 'seller'], suspended: false })).toEqual([
      'roles: buyer → buyer, seller',
    ]);
    expect(changedFields(null, { reason: 'x' })).toEqual(['reason: — → x']);
  });
});
