import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { ValidationError } from '../../shared/kernel/errors.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';
import { matchingWords, searchedOrder } from '../application/reports/list-admin-users/admin-users.ts';
import type { Clock } from '../../shared/kernel/clock.ts';
import { currentVerifications, fundsDay } from '../application/verified-funds.ts';
import type {
  IdentityApi,
  InvitationFor,
  MemberContact,
  MemberVerifiedFunds,
  NotificationRecipient,
  PublicProfile,
} from '../contracts/api.ts';
import type { Role } from '../contracts/current-user.ts';
import type { NotificationTopic } from '../contracts/http.ts';
import { User } from '../domain/user.entity.ts';
import type { AccountTokens } from './account-tokens.ts';
import type { UserDirectory } from './projections/user-view.projector.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

export class IdentityApiImpl implements IdentityApi {
  readonly #em: EntityManager;
  readonly #tokens: AccountTokens;
  readonly #users: UserDirectory;
  readonly #links: UnsubscribeLinks;
  readonly #publicUrl: string;
  readonly #clock: Clock;

  constructor(
    em: EntityManager,
    tokens: AccountTokens,
    users: UserDirectory,
    links: UnsubscribeLinks,
    settings: PlatformSettings,
    clock: Clock,
  ) {
    this.#clock = clock;
    this.#em = em;
    this.#tokens = tokens;
    this.#users = users;
    this.#links = links;
    this.#publicUrl = settings.publicUrl.replace(/\/$/, '');
  }

  async createSignInLink(userId: string, redirectTo: string): Promise<string> {
    if (!/^\/(?!\/)[^\s]*$/.test(redirectTo)) throw new ValidationError('redirectTo must be a path on this site');
    const token = await this.#em.fork().transactional((em) => this.#tokens.issue(em, { userId, purpose: 'auto-login', redirectTo }));
    return `${this.#publicUrl}/auto-login?token=${token}&redirect=${encodeURIComponent(redirectTo)}`;
  }

  async createInvitationLink(invitation: InvitationFor): Promise<{ link: string; token: string }> {
    const email = invitation.email.trim().toLowerCase();
    if (!email.includes('@')) throw new ValidationError('An invitation needs an email address');
    const fields = {
      email,
      firstName: invitation.firstName.trim().slice(0, 80),
      lastName: invitation.lastName.trim().slice(0, 80),
      phone: invitation.phone?.trim().slice(0, 30) || null,
      reference: invitation.reference,
    };
    const token = await this.#em.fork().transactional((em) => this.#tokens.issueInvitation(em, fields));
    return { link: `${this.#publicUrl}/auto-login?token=${token}`, token };
  }

  async getProfiles(userIds: string[]): Promise<PublicProfile[]> {
    return (await this.#snapshots(userIds)).map(({ id, firstName, lastName, profilePicture, createdAt, emailVerified }) => ({
      id,
      firstName,
      lastName,
      profilePicture,
      memberSince: createdAt,
      emailVerified,
    }));
  }

  async findUserIdsByText(text: string, limit: number): Promise<string[]> {
    const users = await this.#em
      .fork({ keepTransactionContext: true })
      .find(User, { $and: matchingWords(text) }, { fields: ['id'], orderBy: [searchedOrder('created_at', 'desc'), { id: 'desc' }], limit });
    return users.map((user) => user.id);
  }

  async getContacts(userIds: string[]): Promise<MemberContact[]> {
    return (await this.#snapshots(userIds)).map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email }));
  }

  async getNotificationRecipients(userIds: string[], topic: NotificationTopic): Promise<NotificationRecipient[]> {
    return (await this.#snapshots(userIds)).map((user) => ({
      id: user.id,
      firstName: user.firstName,
      email: user.emailVerified ? user.email : null,
      channels: user.notifications[topic],
    }));
  }

  unsubscribeLinks(userId: string, topic: NotificationTopic): Promise<{ page: string; oneClick: string }> {
    return this.#links.links({ userId, topic });
  }

  administrators(): Promise<string[]> {
    return this.#users.administrators();
  }

  async holdsRole(userId: string, role: Role): Promise<boolean> {
    const user = await this.#users.projected(userId);
    return Boolean(user && !user.suspended && user.roles.includes(role));
  }

  verifiedFunds(userIds: string[]): Promise<MemberVerifiedFunds[]> {
    // through the caller's transaction when there is one (an offer's checks), as billing's entitlements are
    return currentVerifications(this.#em.fork({ keepTransactionContext: true }), userIds, fundsDay(this.#clock.now()));
  }

  async #snapshots(userIds: string[]) {
    const users = await Promise.all([...new Set(userIds)].map((id) => this.#users.get(id)));
    return users.filter((user) => user !== null);
  }
}
