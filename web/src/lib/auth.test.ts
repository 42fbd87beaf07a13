import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { authRedirectSearchSchema, homePathFor, isAdmin, roleLabel, shortName } from './auth.ts';

const member: CurrentUser = {
  id: 'u1',
  email: 'jane.admin@example.com',
  firstName: 'Jane',
  lastName: 'doe',
  phone: null,
  profilePicture: null,
  roles: ['buyer'],
  activeRole: 'buyer',
  buyerTier: 'free',
  role: 'user',
  emailVerified: true,
  hasPassword: true,
};

describe('current user helpers', () => {
  it('decides admin by the server role, never by the e-mail', () => {
    expect(isAdmin(member)).toBe(false);
    expect(roleLabel(member)).toBe('Member');
    expect(homePathFor(member)).toBe('/member-dashboard');

    const admin = { ...member, role: 'admin' as const };
    expect(isAdmin(admin)).toBe(true);
    expect(roleLabel(admin)).toBe('Administrator');
    expect(homePathFor(admin)).toBe('/admin');
  });

  it('shortens the name to first name and last initial', () => {
    expect(shortName(member)).toBe('Jane D.');
    expect(shortName({ ...member, firstName: '', lastName: '' })).toBe('jane.admin');
  });
});

describe('authRedirectSearchSchema', () => {
  it('keeps local paths only', () => {
    expect(authRedirectSearchSchema.parse({ redirect: '/dashboard?tab=1' }).redirect).toBe('/dashboard?tab=1');
    expect(authRedirectSearchSchema.parse({ redirect: '//evil.example' }).redirect).toBeUndefined();
    expect(authRedirectSearchSchema.parse({ redirect: 'https://evil.example' }).redirect).toBeUndefined();
    expect(authRedirectSearchSchema.parse({}).redirect).toBeUndefined();
  });
});
