import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../../shared/kernel/ids.ts';
import {
  JV_POST_LIFETIME_DAYS,
  type CreateJvPostRequest,
  type JvPostKind,
  type JvPostStatus,
  type JvStrategy,
  type UpdateJvPostRequest,
} from '../../contracts/jv.ts';
import { JvPostRuleError } from './jv-post.errors.ts';

const DAY_MS = 86_400_000;
const cents = (dollars: number | null) => (dollars === null ? null : dollars * 100);

/**
 * A member's partner post on the JV board: what they seek or offer, for how much, where and how.
 * Open for 60 days after posting or renewal (then the expiry job marks it expired), until the author
 * closes it. `featured` is the author's plan when they last posted, renewed or edited it.
 */
const JvPostSchema = defineEntity({
  name: 'JvPost',
  schema: 'engagement',
  tableName: 'jv_posts',
  indexes: [
    { name: 'jv_posts_author_index', properties: ['authorId', 'createdAt'] },
    { name: 'jv_posts_open_index', properties: ['status', 'expiresAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    authorId: p.uuid(),
    kind: p.text().$type<JvPostKind>(),
    title: p.text(),
    amountMinCents: p.bigint('number').nullable(),
    amountMaxCents: p.bigint('number').nullable(),
    /** state codes (TX) */
    states: p.array(),
    /** county names as written by the author */
    counties: p.array(),
    strategies: p.array<JvStrategy>(),
    experience: p.text(),
    timeline: p.text(),
    description: p.text(),
    featured: p.boolean().default(false),
    status: p.text().$type<JvPostStatus>(),
    postedAt: p.datetime(),
    expiresAt: p.datetime(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class JvPost extends JvPostSchema.class {
  static post(authorId: string, input: CreateJvPostRequest, featured: boolean, now: Date): JvPost {
    const post = new JvPost();
    post.id = newId(now.getTime());
    post.authorId = authorId;
    post.createdAt = now;
    post.edit({ ...input, status: undefined }, featured, now);
    post.renew(featured, now);
    return post;
  }

  get isOpen(): boolean {
    return this.status === 'open';
  }

  /** on the board at `now`: open and not yet past its expiry (which the expiry job may not have marked yet) */
  isOpenAt(now: Date): boolean {
    return this.status === 'open' && this.expiresAt > now;
  }

  edit(changes: UpdateJvPostRequest, featured: boolean, now: Date): void {
    if (changes.kind !== undefined) this.kind = changes.kind;
    if (changes.title !== undefined) this.title = changes.title;
    if (changes.amountMin !== undefined) this.amountMinCents = cents(changes.amountMin);
    if (changes.amountMax !== undefined) this.amountMaxCents = cents(changes.amountMax);
    if (changes.states !== undefined) this.states = [...new Set(changes.states)];
    if (changes.counties !== undefined) this.counties = [...new Set(changes.counties)];
    if (changes.strategies !== undefined) this.strategies = [...new Set(changes.strategies)];
    if (changes.experience !== undefined) this.experience = changes.experience;
    if (changes.timeline !== undefined) this.timeline = changes.timeline;
    if (changes.description !== undefined) this.description = changes.description;
    if (changes.status === 'closed') this.close(now);
    const [min, max] = [this.amountMinCents ?? null, this.amountMaxCents ?? null];
    if (min !== null && max !== null && min > max) {
      throw new JvPostRuleError('The smallest amount cannot be above the largest.');
    }
    this.featured = featured;
    this.updatedAt = now;
  }

  /** on the board again for 60 days from now */
  renew(featured: boolean, now: Date): void {
    this.status = 'open';
    this.featured = featured;
    this.postedAt = now;
    this.expiresAt = new Date(now.getTime() + JV_POST_LIFETIME_DAYS * DAY_MS);
    this.updatedAt = now;
  }

  close(now: Date): void {
    if (this.status === 'open') this.status = 'closed';
    this.updatedAt = now;
  }
}
JvPostSchema.setClass(JvPost);
export { JvPostSchema };
