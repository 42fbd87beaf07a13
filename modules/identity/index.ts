import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import type { Clock } from '../shared/kernel/clock.ts';
import type { KeyValue } from '../shared/kernel/key-value.port.ts';
import type { Mailer } from '../shared/kernel/mailer.port.ts';
import type { ModuleDefinition } from '../shared/kernel/module.ts';
import type { PlatformSettings } from '../shared/kernel/settings.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { autoLogin } from './application/commands/auto-login/auto-login.handler.ts';
import { changePassword } from './application/commands/change-password/change-password.handler.ts';
import { changeRoles } from './application/commands/change-roles/change-roles.handler.ts';
import { deleteAccount } from './application/commands/delete-account/delete-account.handler.ts';
import { KeepActiveBefore } from './application/commands/keep-active-before/keep-active-before.command.ts';
import { keepActiveBefore } from './application/commands/keep-active-before/keep-active-before.handler.ts';
import { ExpireVerifiedFunds } from './application/commands/expire-verified-funds/expire-verified-funds.command.ts';
import { expireVerifiedFunds } from './application/commands/expire-verified-funds/expire-verified-funds.handler.ts';
import { PruneSignInPlaces } from './application/commands/prune-sign-in-places/prune-sign-in-places.command.ts';
import { pruneSignInPlaces } from './application/commands/prune-sign-in-places/prune-sign-in-places.handler.ts';
import { enableSellerCapability } from './application/commands/enable-seller-capability/enable-seller-capability.handler.ts';
import { registerUser } from './application/commands/register-user/register-user.handler.ts';
import { requestEmailChange } from './application/commands/request-email-change/request-email-change.handler.ts';
import { requestPasswordReset } from './application/commands/request-password-reset/request-password-reset.handler.ts';
import { resendVerification } from './application/commands/resend-verification/resend-verification.handler.ts';
import { resetPassword } from './application/commands/reset-password/reset-password.handler.ts';
import { signIn } from './application/commands/sign-in/sign-in.handler.ts';
import { signOut } from './application/commands/sign-out/sign-out.handler.ts';
import { switchMode } from './application/commands/switch-mode/switch-mode.handler.ts';
import { updateNotifications } from './application/commands/update-notifications/update-notifications.handler.ts';
import { updateProfile } from './application/commands/update-profile/update-profile.handler.ts';
import { uploadProfilePicture } from './application/commands/upload-profile-picture/upload-profile-picture.handler.ts';
import { verifyEmail } from './application/commands/verify-email/verify-email.handler.ts';
import { unsubscribe } from './application/commands/unsubscribe/unsubscribe.handler.ts';
import { getCurrentUser } from './application/queries/get-current-user/get-current-user.handler.ts';
import { getNotificationPreferences } from './application/queries/get-notification-preferences/get-notification-preferences.handler.ts';
import { getPublicProfile } from './application/queries/get-public-profile/get-public-profile.handler.ts';
import { getUnsubscribeState } from './application/reports/get-unsubscribe-state/get-unsubscribe-state.handler.ts';
import { resolveActor } from './application/queries/resolve-actor/resolve-actor.handler.ts';
import { createApiKey } from './application/commands/create-api-key/create-api-key.handler.ts';
import { revokeApiKey } from './application/commands/revoke-api-key/revoke-api-key.handler.ts';
import { resolveApiKey } from './application/queries/resolve-api-key/resolve-api-key.handler.ts';
import { listApiKeys } from './application/reports/list-api-keys/list-api-keys.handler.ts';
import { API_ACCESS_PLAN_EVENTS, OnPlanChangedApiAccess } from './application/subscribers/on-plan-changed-api-access.ts';
import { ApiAccessSchema } from './domain/api-access.entity.ts';
import { ApiKeySchema } from './domain/api-key.entity.ts';
import { ApiKeyStore } from './infrastructure/api-key-store.ts';
import { exportAdminUsers, listAdminUsers } from './application/reports/list-admin-users/list-admin-users.handler.ts';
import { reinstateUser, suspendUser } from './application/commands/suspend-user/suspend-user.handler.ts';
import { exportAdminUsersEndpoint } from './http/admin-users-export.endpoint.ts';
import { endViewingAs, startViewingAs } from './application/commands/view-as/view-as.handler.ts';
import { endViewingAsEndpoint, startViewingAsEndpoint } from './http/view-as.endpoint.ts';
import { IdentityViewAs } from './migrations/identity-0009-view-as.ts';
import { IdentitySuspension } from './migrations/identity-0008-suspension.ts';
import { IdentityActiveDays } from './migrations/identity-0010-active-days.ts';
import { IdentityAdminSearchIndexes } from './migrations/identity-0011-admin-search-indexes.ts';
import { IdentityLastActiveDay } from './migrations/identity-0012-last-active-day.ts';
import { IdentityActiveBefore } from './migrations/identity-0013-active-before.ts';
import { IdentityInvitations } from './migrations/identity-0014-invitations.ts';
import { IdentityFundsDocuments } from './migrations/identity-0015-funds-documents.ts';
import { IdentitySignInPlaces } from './migrations/identity-0016-sign-in-places.ts';
import { IdentitySignInPlacesPruning } from './migrations/identity-0017-sign-in-places-pruning.ts';
import { IdentityVerifiedFundsExpiry } from './migrations/identity-0018-verified-funds-expiry.ts';
import { getIdentityFigures } from './application/reports/get-admin-figures/get-admin-figures.handler.ts';
import { IdentityApiKeys } from './migrations/identity-0007-api-keys.ts';
import { IDENTITY_API } from './contracts/api.ts';
import { uploadFundsDocument } from './application/commands/upload-funds-document/upload-funds-document.handler.ts';
import { rejectFundsDocument, verifyFundsDocument } from './application/commands/decide-funds-document/decide-funds-document.handler.ts';
import { getMyFunds } from './application/reports/get-my-funds/get-my-funds.handler.ts';
import { listFundsDocuments } from './application/reports/list-funds-documents/list-funds-documents.handler.ts';
import { getFundsDocumentFile } from './application/reports/get-funds-document-file/get-funds-document-file.handler.ts';
import { downloadFundsDocumentEndpoint, uploadFundsDocumentEndpoint } from './http/funds.endpoint.ts';
import { UserChanged, UserDeleted, UserRegistered } from './contracts/events.ts';
import { EmailTokenSchema } from './domain/email-token.entity.ts';
import { SessionSchema } from './domain/session.entity.ts';
import { UserSchema } from './domain/user.entity.ts';
import { FundsDocumentSchema } from './domain/funds-document.entity.ts';
import {
  changePasswordEndpoint,
  deleteAccountEndpoint,
  forgotPasswordEndpoint,
  unsubscribeEndpoint,
  uploadProfilePictureEndpoint,
} from './http/account.endpoint.ts';
import { authenticate } from './http/session.middleware.ts';
import { autoLoginEndpoint, loginEndpoint, logoutEndpoint, logoutEverywhereEndpoint, registerEndpoint } from './http/session.endpoint.ts';
import { AccountTokens } from './infrastructure/account-tokens.ts';
import { IdentityApiImpl } from './infrastructure/identity-api.ts';
import { IdentityMail } from './infrastructure/identity-mail.ts';
import { UnsubscribeLinks } from './infrastructure/unsubscribe-links.ts';
import { PasswordHasher } from './infrastructure/password-hasher.ts';
import { IdentityReindexer, UserDirectory, UserViewProjector } from './infrastructure/projections/user-view.projector.ts';
import { IdentitySeeder } from './infrastructure/seed/identity.seeder.ts';
import { SessionStore } from './infrastructure/session-store.ts';
import { IdentitySchema } from './migrations/identity-0001-schema.ts';
import { IdentityUsersSessions } from './migrations/identity-0002-users-sessions.ts';
import { IdentityEmailTokensNotifications } from './migrations/identity-0003-email-tokens-notifications.ts';
import { IdentityBuyerTier } from './migrations/identity-0004-buyer-tier.ts';
import { IdentityNotificationChannels } from './migrations/identity-0005-notification-channels.ts';
import { IdentitySellerLeadNotifications } from './migrations/identity-0006-seller-lead-notifications.ts';
import { BUYER_PLAN_EVENTS, OnBuyerPlanChanged } from './application/subscribers/on-buyer-plan-changed.ts';
import { IDENTITY_SERVICES } from './tokens.ts';

const TOKENS = {
  Reindexer: token<IdentityReindexer>('identity.Reindexer'),
  Seeder: token<IdentitySeeder>('identity.Seeder'),
  OnBuyerPlanChanged: token<OnBuyerPlanChanged>('identity.OnBuyerPlanChanged'),
  OnPlanChangedApiAccess: token<OnPlanChangedApiAccess>('identity.OnPlanChangedApiAccess'),
};

/** Owns users, credentials, sessions, roles and capabilities, modes, email verification and settings. */
export const identityModule: ModuleDefinition = {
  name: 'identity',
  entities: [UserSchema, SessionSchema, EmailTokenSchema, ApiKeySchema, ApiAccessSchema, FundsDocumentSchema],
  migrations: [
    { name: 'identity-0001-schema', class: IdentitySchema },
    { name: 'identity-0002-users-sessions', class: IdentityUsersSessions },
    { name: 'identity-0003-email-tokens-notifications', class: IdentityEmailTokensNotifications },
    { name: 'identity-0004-buyer-tier', class: IdentityBuyerTier },
    { name: 'identity-0005-notification-channels', class: IdentityNotificationChannels },
    { name: 'identity-0006-seller-lead-notifications', class: IdentitySellerLeadNotifications },
    { name: 'identity-0007-api-keys', class: IdentityApiKeys },
    { name: 'identity-0008-suspension', class: IdentitySuspension },
    { name: 'identity-0009-view-as', class: IdentityViewAs },
    { name: 'identity-0010-active-days', class: IdentityActiveDays },
    { name: 'identity-0011-admin-search-indexes', class: IdentityAdminSearchIndexes },
    { name: 'identity-0012-last-active-day', class: IdentityLastActiveDay },
    { name: 'identity-0013-active-before', class: IdentityActiveBefore },
    { name: 'identity-0014-invitations', class: IdentityInvitations },
    { name: 'identity-0015-funds-documents', class: IdentityFundsDocuments },
    { name: 'identity-0016-sign-in-places', class: IdentitySignInPlaces },
    { name: 'identity-0017-sign-in-places-pruning', class: IdentitySignInPlacesPruning },
    { name: 'identity-0018-verified-funds-expiry', class: IdentityVerifiedFundsExpiry },
  ],
  bind(container: Container) {
    container.bind(IDENTITY_SERVICES.Hasher).toResolvedValue(() => new PasswordHasher());
    container
      .bind(IDENTITY_SERVICES.Sessions)
      .toResolvedValue(
        (em: EntityManager, kv: KeyValue, clock: Clock, settings: PlatformSettings) => new SessionStore(em, kv, clock, settings),
        [PLATFORM.EntityManager, PLATFORM.KeyValue, PLATFORM.Clock, PLATFORM.Settings],
      );
    container
      .bind(IDENTITY_SERVICES.Users)
      .toResolvedValue((em: EntityManager, kv: KeyValue) => new UserDirectory(em, kv), [PLATFORM.EntityManager, PLATFORM.KeyValue]);
    container.bind(IDENTITY_SERVICES.Tokens).toResolvedValue((clock: Clock) => new AccountTokens(clock), [PLATFORM.Clock]);
    container
      .bind(IDENTITY_SERVICES.UnsubscribeLinks)
      .toResolvedValue(
        (em: EntityManager, settings: PlatformSettings) => new UnsubscribeLinks(em, settings),
        [PLATFORM.EntityManager, PLATFORM.Settings],
      );
    container
      .bind(IDENTITY_API)
      .toResolvedValue(
        (
          em: EntityManager,
          tokens: AccountTokens,
          users: UserDirectory,
          links: UnsubscribeLinks,
          settings: PlatformSettings,
          clock: Clock,
        ) => new IdentityApiImpl(em, tokens, users, links, settings, clock),
        [
          PLATFORM.EntityManager,
          IDENTITY_SERVICES.Tokens,
          IDENTITY_SERVICES.Users,
          IDENTITY_SERVICES.UnsubscribeLinks,
          PLATFORM.Settings,
          PLATFORM.Clock,
        ],
      );
    container
      .bind(IDENTITY_SERVICES.Mail)
      .toResolvedValue(
        (mailer: Mailer, settings: PlatformSettings) => new IdentityMail(mailer, settings),
        [PLATFORM.Mailer, PLATFORM.Settings],
      );
    container.bind(IDENTITY_SERVICES.UserView).toResolvedValue((kv: KeyValue) => new UserViewProjector(kv), [PLATFORM.KeyValue]);
    container.bind(TOKENS.OnBuyerPlanChanged).toResolvedValue(() => new OnBuyerPlanChanged());
    container.bind(TOKENS.OnPlanChangedApiAccess).toResolvedValue(() => new OnPlanChangedApiAccess());
    container
      .bind(IDENTITY_SERVICES.ApiKeys)
      .toResolvedValue((em: EntityManager, clock: Clock) => new ApiKeyStore(em, clock), [PLATFORM.EntityManager, PLATFORM.Clock]);
    container
      .bind(TOKENS.Reindexer)
      .toResolvedValue((em: EntityManager, kv: KeyValue) => new IdentityReindexer(em, kv), [PLATFORM.EntityManager, PLATFORM.KeyValue]);
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, hasher: PasswordHasher, settings: PlatformSettings, reindexer: IdentityReindexer) =>
          new IdentitySeeder(em, hasher, settings, reindexer),
        [PLATFORM.EntityManager, IDENTITY_SERVICES.Hasher, PLATFORM.Settings, TOKENS.Reindexer],
      );
  },
  commands: [
    registerUser,
    signIn,
    signOut,
    switchMode,
    enableSellerCapability,
    changeRoles,
    resendVerification,
    verifyEmail,
    requestPasswordReset,
    resetPassword,
    autoLogin,
    updateProfile,
    uploadProfilePicture,
    changePassword,
    requestEmailChange,
    updateNotifications,
    unsubscribe,
    deleteAccount,
    createApiKey,
    revokeApiKey,
    suspendUser,
    reinstateUser,
    startViewingAs,
    endViewingAs,
    keepActiveBefore,
    expireVerifiedFunds,
    pruneSignInPlaces,
    uploadFundsDocument,
    verifyFundsDocument,
    rejectFundsDocument,
  ],
  queries: [
    getCurrentUser,
    resolveActor,
    getNotificationPreferences,
    getPublicProfile,
    getUnsubscribeState,
    resolveApiKey,
    listApiKeys,
    listAdminUsers,
    exportAdminUsers,
    getIdentityFigures,
    getMyFunds,
    listFundsDocuments,
    getFundsDocumentFile,
  ],
  subscribers: [
    { name: 'identity.user-view', events: [UserRegistered.type, UserChanged.type, UserDeleted.type], handler: IDENTITY_SERVICES.UserView },
    { name: 'identity.buyer-tiers', events: BUYER_PLAN_EVENTS.map((event) => event.type), handler: TOKENS.OnBuyerPlanChanged },
    { name: 'identity.api-access', events: API_ACCESS_PLAN_EVENTS.map((event) => event.type), handler: TOKENS.OnPlanChangedApiAccess },
  ],
  middleware: authenticate,
  endpoints: [
    registerEndpoint,
    loginEndpoint,
    autoLoginEndpoint,
    logoutEndpoint,
    logoutEverywhereEndpoint,
    forgotPasswordEndpoint,
    uploadProfilePictureEndpoint,
    changePasswordEndpoint,
    deleteAccountEndpoint,
    unsubscribeEndpoint,
    exportAdminUsersEndpoint,
    startViewingAsEndpoint,
    endViewingAsEndpoint,
    uploadFundsDocumentEndpoint,
    downloadFundsDocumentEndpoint,
  ],
  // the overview's periods before today's, counted soon after the day changes (decision 0061)
  // and the places of ended sessions older than the referral window, which nothing reads (decision 0071)
  jobs: [
    { name: 'identity.keep-active-before', everyMs: 5 * 60_000, command: KeepActiveBefore },
    { name: 'identity.expire-verified-funds', everyMs: 5 * 60_000, command: ExpireVerifiedFunds },
    { name: 'identity.prune-sign-in-places', everyMs: 60 * 60_000, command: PruneSignInPlaces },
  ],
  reindex: [TOKENS.Reindexer],
  seed: TOKENS.Seeder,
};
