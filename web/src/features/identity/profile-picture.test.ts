import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_ACCEPT, profilePictureProblem } from './profile-picture.ts';

const MB = 1024 * 1024;

describe('profilePictureProblem', () => {
  it('accepts JPEG, PNG and WebP up to 8 MB', () => {
    expect(profilePictureProblem({ type: 'image/jpeg', size: 200_000 })).toBeNull();
    expect(profilePictureProblem({ type: 'image/png', size: 8 * MB })).toBeNull();
    expect(profilePictureProblem({ type: 'image/webp', size: 1 })).toBeNull();
    expect(PROFILE_PICTURE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses other types, larger files and empty files', () => {
    expect(profilePictureProblem({ type: 'image/gif', size: 1000 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(profilePictureProblem({ type: 'application/pdf', size: 1000 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(profilePictureProblem({ type: 'image/png', size: 8 * MB + 1 })).toBe('The picture must be 8 MB or smaller.');
    expect(profilePictureProblem({ type: 'image/png', size: 0 })).toBe('This file is empty. Choose another picture.');
  });
});
