import { token } from '../../shared/kernel/tokens.ts';

export interface PublicProfile {
  id: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
}

/** What other modules may ask the identity module synchronously (ARCHITECTURE.md section 3). */
export interface IdentityApi {
  /**
   * A single-use link (valid 7 days) that signs the user in and then opens `redirectTo`, a path on
   * this site; for invitation emails.
   */
  createSignInLink(userId: string, redirectTo: string): Promise<string>;
  /** Names and pictures to show beside listings and messages; unknown ids are left out. */
  getProfiles(userIds: string[]): Promise<PublicProfile[]>;
}

export const IDENTITY_API = token<IdentityApi>('identity.api');
