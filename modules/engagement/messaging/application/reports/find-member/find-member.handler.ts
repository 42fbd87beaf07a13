import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import type { QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { answersQuery, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { MemberNotFoundError } from '../../../domain/messaging.errors.ts';
import { FindMember } from './find-member.query.ts';

const needs = { identity: IDENTITY_API };

export class FindMemberHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ memberId: string }, void> {
  async execute({ memberId }: { memberId: string }): Promise<void> {
    const [member] = isUuid(memberId) ? await this.deps.identity.getProfiles([memberId]) : [];
    if (!member) throw new MemberNotFoundError();
  }
}

export const findMember = answersQuery(FindMember, needs, FindMemberHandler);
