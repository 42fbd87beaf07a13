import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import { BILLING_API, type BillingApi } from '../../billing/contracts/api.ts';
import { IDENTITY_API, type IdentityApi } from '../../identity/contracts/api.ts';
import { LISTINGS_API, type ListingsApi } from '../../listings/contracts/api.ts';
import type { CommandBus } from '../../shared/kernel/bus.ts';
import type { ModuleDefinition, Reindexer } from '../../shared/kernel/module.ts';
import type { SearchIndex } from '../../shared/kernel/search-index.port.ts';
import { PLATFORM, token } from '../../shared/kernel/tokens.ts';
import { answerConnectionRequest } from './application/commands/answer-connection-request/answer-connection-request.handler.ts';
import { createJvPost } from './application/commands/create-jv-post/create-jv-post.handler.ts';
import { deleteJvPost } from './application/commands/delete-jv-post/delete-jv-post.handler.ts';
import { ExpireJvPosts } from './application/commands/expire-jv-posts/expire-jv-posts.command.ts';
import { expireJvPosts } from './application/commands/expire-jv-posts/expire-jv-posts.handler.ts';
import { removeConnection } from './application/commands/remove-connection/remove-connection.handler.ts';
import { renewJvPost } from './application/commands/renew-jv-post/renew-jv-post.handler.ts';
import { requestConnection } from './application/commands/request-connection/request-connection.handler.ts';
import { updateJvPost } from './application/commands/update-jv-post/update-jv-post.handler.ts';
import { updateMemberProfile } from './application/commands/update-member-profile/update-member-profile.handler.ts';
import { getMemberProfile } from './application/queries/get-member-profile/get-member-profile.handler.ts';
import { listJvPosts } from './application/queries/list-jv-posts/list-jv-posts.handler.ts';
import { searchMembers } from './application/queries/search-members/search-members.handler.ts';
import { getJvPost } from './application/reports/get-jv-post/get-jv-post.handler.ts';
import { getMyProfile } from './application/reports/get-my-profile/get-my-profile.handler.ts';
import { listConnections } from './application/reports/list-connections/list-connections.handler.ts';
import { listMyJvPosts } from './application/reports/list-my-jv-posts/list-my-jv-posts.handler.ts';
import { ConnectionSchema } from './domain/connection.entity.ts';
import { JvPostSchema } from './domain/jv-post.entity.ts';
import { MemberProfileSchema } from './domain/member-profile.entity.ts';
import { directoryPageMeta } from './http/directory-page-meta.ts';
import { getMemberProfileEndpoint } from './http/get-member-profile.endpoint.ts';
import { listJvPostsEndpoint } from './http/list-posts.endpoint.ts';
import { JV_POSTS_EVENTS, JvPostsProjector } from './infrastructure/projections/jv-posts.projector.ts';
import { JvPostsReindexer } from './infrastructure/projections/jv-posts.reindexer.ts';
import { DIRECTORY_EVENTS, MemberDirectoryProjector } from './infrastructure/projections/member-directory.projector.ts';
import { MemberDirectoryReindexer } from './infrastructure/projections/member-directory.reindexer.ts';
import { EngagementSeeder } from './infrastructure/seed/engagement.seeder.ts';

const TOKENS = {
  MemberDirectoryProjector: token<MemberDirectoryProjector>('engagement.MemberDirectoryProjector'),
  MemberDirectoryReindexer: token<Reindexer>('engagement.MemberDirectoryReindexer'),
  JvPostsProjector: token<JvPostsProjector>('engagement.JvPostsProjector'),
  JvPostsReindexer: token<Reindexer>('engagement.JvPostsReindexer'),
  Seeder: token<EngagementSeeder>('engagement.Seeder'),
};

/**
 * Engagement's network of members: the JV board's partner posts, the member directory and public
 * profiles, and connections. Its seeder holds the module's demo data (directory profiles and JV posts).
 */
export const network: Omit<ModuleDefinition, 'name' | 'migrations'> = {
  entities: [JvPostSchema, MemberProfileSchema, ConnectionSchema],
  bind(container: Container) {
    container
      .bind(TOKENS.MemberDirectoryProjector)
      .toResolvedValue(
        (search: SearchIndex, identity: IdentityApi, billing: BillingApi) => new MemberDirectoryProjector(search, identity, billing),
        [PLATFORM.SearchIndex, IDENTITY_API, BILLING_API],
      );
    container.bind(TOKENS.JvPostsProjector).toResolvedValue((search: SearchIndex) => new JvPostsProjector(search), [PLATFORM.SearchIndex]);
    container
      .bind(TOKENS.JvPostsReindexer)
      .toResolvedValue(
        (em: EntityManager, search: SearchIndex) => new JvPostsReindexer(em, search),
        [PLATFORM.EntityManager, PLATFORM.SearchIndex],
      );
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, commands: CommandBus, identity: IdentityApi) => new EngagementSeeder(em, commands, identity),
        [PLATFORM.EntityManager, PLATFORM.CommandBus, IDENTITY_API],
      );
    container
      .bind(TOKENS.MemberDirectoryReindexer)
      .toResolvedValue(
        (em: EntityManager, search: SearchIndex, identity: IdentityApi, listings: ListingsApi, billing: BillingApi) =>
          new MemberDirectoryReindexer(em, search, identity, listings, billing),
        [PLATFORM.EntityManager, PLATFORM.SearchIndex, IDENTITY_API, LISTINGS_API, BILLING_API],
      );
  },
  commands: [
    createJvPost,
    updateJvPost,
    renewJvPost,
    deleteJvPost,
    expireJvPosts,
    updateMemberProfile,
    requestConnection,
    answerConnectionRequest,
    removeConnection,
  ],
  queries: [listJvPosts, listMyJvPosts, getJvPost, getMyProfile, listConnections, searchMembers, getMemberProfile],
  subscribers: [
    { name: 'engagement.member-directory', events: DIRECTORY_EVENTS.map((event) => event.type), handler: TOKENS.MemberDirectoryProjector },
    { name: 'engagement.jv-posts-index', events: JV_POSTS_EVENTS.map((event) => event.type), handler: TOKENS.JvPostsProjector },
  ],
  endpoints: [listJvPostsEndpoint, getMemberProfileEndpoint],
  pageMeta: directoryPageMeta,
  reindex: [TOKENS.MemberDirectoryReindexer, TOKENS.JvPostsReindexer],
  seed: TOKENS.Seeder,
  jobs: [
    // JV posts 60 days past posting or renewal leave the board (reads already hide them once past)
    { name: 'engagement.expire-jv-posts', everyMs: 60 * 60_000, command: ExpireJvPosts },
  ],
};
