import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { postSignInPath } from './post-sign-in.ts';

const member: CurrentUser = {
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: null,
  profilePicture: null,
  roles: ['buyer'],
  activeRole: 'buyer',
  buyerTier: 'free',
  role: 'user',
  emailVerified: true,
  hasPassword: true,
};
const admin: CurrentUser = { ...member, role: 'admin' };

describe('postSignInPath', () => {
  it('returns to a local redirect, for members and administrators alike', () => {
    expect(postSignInPath(member, '/settings?tab=email')).toBe('/settings?tab=email');
    expect(postSignInPath(admin, '/joint-venture')).toBe('/joint-venture');
  });

  it('otherwise sends administrators to /admin and members to /member-dashboard', () => {
    expect(postSignInPath(member)).toBe('/member-dashboard');
    expect(postSignInPath(admin)).toBe('/admin');
  });

  it('ignores a redirect that would leave the site', () => {
    expect(postSignInPath(member, '//evil.example/path')).toBe('/member-dashboard');
    expect(postSignInPath(member, 'https://evil.example')).toBe('/member-dashboard');
    expect(postSignInPath(admin, '/\\evil.example')).toBe('/admin');
  });
});
