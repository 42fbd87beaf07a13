import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { z } from 'zod';
import { blockedMemberSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG } from '../../http.ts';
import type { BlockedMember } from '../../../../contracts/messaging.ts';
import { Block } from '../../../domain/block.entity.ts';
import { ListBlockedMembers } from './list-blocked-members.query.ts';

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };

export class ListBlockedMembersHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, BlockedMember[]> {
  async execute(_input: void, { actor }: QueryContext): Promise<BlockedMember[]> {
    const { em, identity } = this.deps;
    const { userId } = requireActor(actor);
    const blocks = await em.fork().find(Block, { blockerId: userId }, { orderBy: { createdAt: 'desc' } });
    const profiles = new Map((await identity.getProfiles(blocks.map((block) => block.blockedId))).map((profile) => [profile.id, profile]));
    return blocks.flatMap((block) => {
      const profile = profiles.get(block.blockedId);
      return profile ? [{ ...profile, blockedAt: block.createdAt.toISOString() }] : [];
    });
  }
}

export const listBlockedMembers = answersQuery(ListBlockedMembers, needs, ListBlockedMembersHandler, [
  http(ListBlockedMembers, {
    method: 'get',
    path: '/api/members/blocked',
    tag: MESSAGING_TAG,
    summary: 'Members I blocked',
    access: 'member',
    input: () => undefined,
    response: z.array(blockedMemberSchema),
  }),
]);
