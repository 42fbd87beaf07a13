import type { IndexSettings, SearchDocument } from '../../../shared/kernel/search-index.port.ts';
import type { JvPostKind, JvPostStatus, JvStrategy } from '../../contracts/jv.ts';

/** The JV board's partner posts on the read side: every post, whatever its status; the board asks for the open ones. */
export const JV_POSTS_INDEX = 'jv-posts';

export const jvPostsIndexSettings: IndexSettings = {
  searchable: ['title', 'description', 'experience', 'timeline'],
  filterable: ['authorId', 'kind', 'states', 'countyKeys', 'strategies', 'status', 'expiresAt', 'amountLow', 'amountHigh'],
  sortable: ['featuredRank', 'postedAt', 'amountLow', 'amountHigh'],
  facets: [],
};

/** A post as the index holds it: amounts in whole dollars, times in epoch milliseconds. */
export interface JvPostDocument extends SearchDocument {
  authorId: string;
  kind: JvPostKind;
  title: string;
  amountMin: number | null;
  amountMax: number | null;
  /** the top of the post's range (its only amount when it gives one); absent without an amount, so it sorts last */
  amountHigh?: number;
  /** the bottom of the post's range, likewise */
  amountLow?: number;
  states: string[];
  counties: string[];
  /** the counties as the county filter compares them (see `countyKey`) */
  countyKeys: string[];
  strategies: JvStrategy[];
  experience: string;
  timeline: string;
  description: string;
  featured: boolean;
  /** 1 for featured posts: the board's first sort key */
  featuredRank: number;
  status: JvPostStatus;
  postedAt: number;
  expiresAt: number;
  updatedAt: number;
}

/** "Travis County", "travis county " and "Travis" are one county to the filter. */
export const countyKey = (county: string): string =>
  county
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ (county|parish|borough)$/, '');
