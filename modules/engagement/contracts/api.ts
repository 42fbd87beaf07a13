import { token } from '../../shared/kernel/tokens.ts';

/** What other modules may ask the engagement module synchronously (ARCHITECTURE.md section 3). */
export interface EngagementApi {
  /** How many users saved each of these properties; properties nobody saved count 0. */
  favoriteCounts(propertyIds: readonly string[]): Promise<Record<string, number>>;
}

export const ENGAGEMENT_API = token<EngagementApi>('engagement.api');
