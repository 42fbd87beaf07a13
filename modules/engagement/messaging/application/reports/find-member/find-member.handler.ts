import { IDENTITY_API, type IdentityApi } from '../../../../../identity/contracts/api.ts';
import type { QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { answersQuery } from '../../../../../shared/kernel/use-case.ts';
import { MemberNotFoundError } from '../../../domain/messaging.errors.ts';
import { FindMember } from './find-member.query.ts';

export class FindMemberHandler implements QueryHandler<{ memberId: string }, void> {
  readonly #identity: IdentityApi;

  constructor(identity: IdentityApi) {
    this.#identity = identity;
  }

  async execute({ memberId }: { memberId: string }): Promise<void> {
    const [member] = isUuid(memberId) ? await this.#identity.getProfiles([memberId]) : [];
    if (!member) throw new MemberNotFoundError();
  }
}

export const findMember = answersQuery(FindMember, [IDENTITY_API], (identity) => new FindMemberHandler(identity));
