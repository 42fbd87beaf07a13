import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import type { Clock } from '../shared/kernel/clock.ts';
import type { KeyValue } from '../shared/kernel/key-value.port.ts';
import type { Mailer } from '../shared/kernel/mailer.port.ts';
import type { Storage } from '../shared/kernel/storage.port.ts';
import { answers, handles, type ModuleDefinition } from '../shared/kernel/module.ts';
import type { RateLimiter } from '../shared/kernel/rate-limit.ts';
import type { PlatformSettings } from '../shared/kernel/settings.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { ChangeRoles } from './application/commands/change-roles/change-roles.command.ts';
import { ChangeRolesHandler } from './application/commands/change-roles/change-roles.handler.ts';
import { EnableSellerCapability } from './application/commands/enable-seller-capability/enable-seller-capability.command.ts';
import { EnableSellerCapabilityHandler } from './application/commands/enable-seller-capability/enable-seller-capability.handler.ts';
import { RegisterUser } from './application/commands/register-user/register-user.command.ts';
import { RegisterUserHandler } from './application/commands/register-user/register-user.handler.ts';
import { SignIn } from './application/commands/sign-in/sign-in.command.ts';
import { SignInHandler } from './application/commands/sign-in/sign-in.handler.ts';
import { SignInThrottle } from './application/sign-in-throttle.ts';
import { SignOut } from './application/commands/sign-out/sign-out.command.ts';
import { SignOutHandler } from './application/commands/sign-out/sign-out.handler.ts';
import { SwitchMode } from './application/commands/switch-mode/switch-mode.command.ts';
import { SwitchModeHandler } from './application/commands/switch-mode/switch-mode.handler.ts';
import { GetCurrentUser } from './application/queries/get-current-user/get-current-user.query.ts';
import { GetCurrentUserHandler } from './application/queries/get-current-user/get-current-user.handler.ts';
import { ResolveActor } from './application/queries/resolve-actor/resolve-actor.query.ts';
import { ResolveActorHandler } from './application/queries/resolve-actor/resolve-actor.handler.ts';
import { UserChanged, UserDeleted, UserRegistered } from './contracts/events.ts';
import { SessionSchema } from './domain/session.entity.ts';
import { UserSchema } from './domain/user.entity.ts';
import { authenticate, identityRouter } from './http/identity.routes.ts';
import { PasswordHasher } from './infrastructure/password-hasher.ts';
import { IdentityReindexer, UserDirectory, UserViewProjector } from './infrastructure/projections/user-view.projector.ts';
import { IdentitySeeder } from './infrastructure/seed/identity.seeder.ts';
import { SessionStore } from './infrastructure/session-store.ts';
import { AccountTokens } from './infrastructure/account-tokens.ts';
import { IdentityApiImpl } from './infrastructure/identity-api.ts';
import { IDENTITY_API } from './contracts/api.ts';
import { BILLING_API, type BillingApi } from '../billing/contracts/api.ts';
import { IdentityMail } from './infrastructure/identity-mail.ts';
import { AutoLogin } from './application/commands/auto-login/auto-login.command.ts';
import { AutoLoginHandler } from './application/commands/auto-login/auto-login.handler.ts';
import { ChangePassword } from './application/commands/change-password/change-password.command.ts';
import { ChangePasswordHandler } from './application/commands/change-password/change-password.handler.ts';
import { DeleteAccount } from './application/commands/delete-account/delete-account.command.ts';
import { DeleteAccountHandler } from './application/commands/delete-account/delete-account.handler.ts';
import { RequestEmailChange } from './application/commands/request-email-change/request-email-change.command.ts';
import { RequestEmailChangeHandler } from './application/commands/request-email-change/request-email-change.handler.ts';
import { RequestPasswordReset } from './application/commands/request-password-reset/request-password-reset.command.ts';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset/request-password-reset.handler.ts';
import { ResendVerification } from './application/commands/resend-verification/resend-verification.command.ts';
import { ResendVerificationHandler } from './application/commands/resend-verification/resend-verification.handler.ts';
import { ResetPassword } from './application/commands/reset-password/reset-password.command.ts';
import { ResetPasswordHandler } from './application/commands/reset-password/reset-password.handler.ts';
import { UpdateNotifications } from './application/commands/update-notifications/update-notifications.command.ts';
import { UpdateNotificationsHandler } from './application/commands/update-notifications/update-notifications.handler.ts';
import { UpdateProfile } from './application/commands/update-profile/update-profile.command.ts';
import { UpdateProfileHandler } from './application/commands/update-profile/update-profile.handler.ts';
import { UploadProfilePicture } from './application/commands/upload-profile-picture/upload-profile-picture.command.ts';
import { UploadProfilePictureHandler } from './application/commands/upload-profile-picture/upload-profile-picture.handler.ts';
import { VerifyEmail } from './application/commands/verify-email/verify-email.command.ts';
import { VerifyEmailHandler } from './application/commands/verify-email/verify-email.handler.ts';
import { GetNotificationPreferences } from './application/queries/get-notification-preferences/get-notification-preferences.query.ts';
import { GetNotificationPreferencesHandler } from './application/queries/get-notification-preferences/get-notification-preferences.handler.ts';
import { GetPublicProfile } from './application/queries/get-public-profile/get-public-profile.query.ts';
import { GetPublicProfileHandler } from './application/queries/get-public-profile/get-public-profile.handler.ts';
import { EmailTokenSchema } from './domain/email-token.entity.ts';
import { IdentitySchema } from './migrations/identity-0001-schema.ts';
import { IdentityEmailTokensNotifications } from './migrations/identity-0003-email-tokens-notifications.ts';
import { IdentityUsersSessions } from './migrations/identity-0002-users-sessions.ts';

const TOKENS = {
  Hasher: token<PasswordHasher>('identity.PasswordHasher'),
  Sessions: token<SessionStore>('identity.SessionStore'),
  Users: token<UserDirectory>('identity.UserDirectory'),
  RegisterUser: token<RegisterUserHandler>('identity.RegisterUserHandler'),
  SignIn: token<SignInHandler>('identity.SignInHandler'),
  SignOut: token<SignOutHandler>('identity.SignOutHandler'),
  SwitchMode: token<SwitchModeHandler>('identity.SwitchModeHandler'),
  EnableSeller: token<EnableSellerCapabilityHandler>('identity.EnableSellerCapabilityHandler'),
  ChangeRoles: token<ChangeRolesHandler>('identity.ChangeRolesHandler'),
  GetCurrentUser: token<GetCurrentUserHandler>('identity.GetCurrentUserHandler'),
  ResolveActor: token<ResolveActorHandler>('identity.ResolveActorHandler'),
  UserView: token<UserViewProjector>('identity.UserViewProjector'),
  Reindexer: token<IdentityReindexer>('identity.Reindexer'),
  Seeder: token<IdentitySeeder>('identity.Seeder'),
  Tokens: token<AccountTokens>('identity.AccountTokens'),
  Mail: token<IdentityMail>('identity.IdentityMail'),
  ResendVerification: token<ResendVerificationHandler>('identity.ResendVerificationHandler'),
  VerifyEmail: token<VerifyEmailHandler>('identity.VerifyEmailHandler'),
  RequestPasswordReset: token<RequestPasswordResetHandler>('identity.RequestPasswordResetHandler'),
  ResetPassword: token<ResetPasswordHandler>('identity.ResetPasswordHandler'),
  AutoLogin: token<AutoLoginHandler>('identity.AutoLoginHandler'),
  UpdateProfile: token<UpdateProfileHandler>('identity.UpdateProfileHandler'),
  UploadProfilePicture: token<UploadProfilePictureHandler>('identity.UploadProfilePictureHandler'),
  ChangePassword: token<ChangePasswordHandler>('identity.ChangePasswordHandler'),
  RequestEmailChange: token<RequestEmailChangeHandler>('identity.RequestEmailChangeHandler'),
  UpdateNotifications: token<UpdateNotificationsHandler>('identity.UpdateNotificationsHandler'),
  DeleteAccount: token<DeleteAccountHandler>('identity.DeleteAccountHandler'),
  GetNotificationPreferences: token<GetNotificationPreferencesHandler>('identity.GetNotificationPreferencesHandler'),
  GetPublicProfile: token<GetPublicProfileHandler>('identity.GetPublicProfileHandler'),
};

/** Owns users, credentials, sessions, roles and capabilities, modes, email verification and settings. */
export const identityModule: ModuleDefinition = {
  name: 'identity',
  entities: [UserSchema, SessionSchema, EmailTokenSchema],
  migrations: [
    { name: 'identity-0001-schema', class: IdentitySchema },
    { name: 'identity-0002-users-sessions', class: IdentityUsersSessions },
    { name: 'identity-0003-email-tokens-notifications', class: IdentityEmailTokensNotifications },
  ],
  bind(container: Container) {
    container.bind(TOKENS.Hasher).toResolvedValue(() => new PasswordHasher());
    container
      .bind(TOKENS.Sessions)
      .toResolvedValue(
        (em: EntityManager, kv: KeyValue, clock: Clock, settings: PlatformSettings) => new SessionStore(em, kv, clock, settings),
        [PLATFORM.EntityManager, PLATFORM.KeyValue, PLATFORM.Clock, PLATFORM.Settings],
      );
    container.bind(TOKENS.Users).toResolvedValue((em: EntityManager, kv: KeyValue) => new UserDirectory(em, kv), [PLATFORM.EntityManager, PLATFORM.KeyValue]);
    container.bind(TOKENS.Tokens).toResolvedValue((clock: Clock) => new AccountTokens(clock), [PLATFORM.Clock]);
    container
      .bind(IDENTITY_API)
      .toResolvedValue(
        (em: EntityManager, tokens: AccountTokens, users: UserDirectory, settings: PlatformSettings) => new IdentityApiImpl(em, tokens, users, settings),
        [PLATFORM.EntityManager, TOKENS.Tokens, TOKENS.Users, PLATFORM.Settings],
      );
    container.bind(TOKENS.Mail).toResolvedValue((mailer: Mailer, settings: PlatformSettings) => new IdentityMail(mailer, settings), [PLATFORM.Mailer, PLATFORM.Settings]);
    const withCredentials = [TOKENS.Hasher, TOKENS.Sessions, PLATFORM.RateLimiter] as const;
    container
      .bind(TOKENS.RegisterUser)
      .toResolvedValue(
        (hasher: PasswordHasher, sessions: SessionStore, limiter: RateLimiter, tokens: AccountTokens, mail: IdentityMail) =>
          new RegisterUserHandler(hasher, sessions, limiter, tokens, mail),
        [...withCredentials, TOKENS.Tokens, TOKENS.Mail],
      );
    const tokensMailLimiter = [TOKENS.Tokens, TOKENS.Mail, PLATFORM.RateLimiter] as const;
    container
      .bind(TOKENS.ResendVerification)
      .toResolvedValue((tokens: AccountTokens, mail: IdentityMail, limiter: RateLimiter) => new ResendVerificationHandler(tokens, mail, limiter), [...tokensMailLimiter]);
    container
      .bind(TOKENS.RequestPasswordReset)
      .toResolvedValue((tokens: AccountTokens, mail: IdentityMail, limiter: RateLimiter) => new RequestPasswordResetHandler(tokens, mail, limiter), [...tokensMailLimiter]);
    container.bind(TOKENS.VerifyEmail).toResolvedValue((tokens: AccountTokens, clock: Clock) => new VerifyEmailHandler(tokens, clock), [TOKENS.Tokens, PLATFORM.Clock]);
    container
      .bind(TOKENS.ResetPassword)
      .toResolvedValue(
        (tokens: AccountTokens, hasher: PasswordHasher, sessions: SessionStore, mail: IdentityMail, clock: Clock) =>
          new ResetPasswordHandler(tokens, hasher, sessions, mail, clock),
        [TOKENS.Tokens, TOKENS.Hasher, TOKENS.Sessions, TOKENS.Mail, PLATFORM.Clock],
      );
    container.bind(TOKENS.AutoLogin).toResolvedValue((tokens: AccountTokens, sessions: SessionStore) => new AutoLoginHandler(tokens, sessions), [TOKENS.Tokens, TOKENS.Sessions]);
    container.bind(TOKENS.UpdateProfile).toResolvedValue(() => new UpdateProfileHandler());
    container.bind(TOKENS.UpdateNotifications).toResolvedValue(() => new UpdateNotificationsHandler());
    container.bind(TOKENS.UploadProfilePicture).toResolvedValue((storage: Storage) => new UploadProfilePictureHandler(storage), [PLATFORM.Storage]);
    container
      .bind(TOKENS.ChangePassword)
      .toResolvedValue(
        (hasher: PasswordHasher, sessions: SessionStore, limiter: RateLimiter, mail: IdentityMail) => new ChangePasswordHandler(hasher, sessions, limiter, mail),
        [...withCredentials, TOKENS.Mail],
      );
    container
      .bind(TOKENS.RequestEmailChange)
      .toResolvedValue(
        (hasher: PasswordHasher, limiter: RateLimiter, tokens: AccountTokens, mail: IdentityMail) => new RequestEmailChangeHandler(hasher, limiter, tokens, mail),
        [TOKENS.Hasher, PLATFORM.RateLimiter, TOKENS.Tokens, TOKENS.Mail],
      );
    container
      .bind(TOKENS.DeleteAccount)
      .toResolvedValue(
        (hasher: PasswordHasher, limiter: RateLimiter, sessions: SessionStore, storage: Storage) => new DeleteAccountHandler(hasher, limiter, sessions, storage),
        [TOKENS.Hasher, PLATFORM.RateLimiter, TOKENS.Sessions, PLATFORM.Storage],
      );
    container
      .bind(TOKENS.GetNotificationPreferences)
      .toResolvedValue((users: UserDirectory) => new GetNotificationPreferencesHandler(users), [TOKENS.Users]);
    container.bind(TOKENS.GetPublicProfile).toResolvedValue((users: UserDirectory) => new GetPublicProfileHandler(users), [TOKENS.Users]);
    container
      .bind(TOKENS.SignIn)
      .toResolvedValue(
        (hasher: PasswordHasher, sessions: SessionStore, limiter: RateLimiter) => new SignInHandler(hasher, sessions, new SignInThrottle(limiter)),
        [...withCredentials],
      );
    container.bind(TOKENS.SignOut).toResolvedValue((sessions: SessionStore) => new SignOutHandler(sessions), [TOKENS.Sessions]);
    container.bind(TOKENS.SwitchMode).toResolvedValue((view: UserViewProjector) => new SwitchModeHandler(view), [TOKENS.UserView]);
    container.bind(TOKENS.EnableSeller).toResolvedValue((view: UserViewProjector) => new EnableSellerCapabilityHandler(view), [TOKENS.UserView]);
    container.bind(TOKENS.ChangeRoles).toResolvedValue((view: UserViewProjector) => new ChangeRolesHandler(view), [TOKENS.UserView]);
    container
      .bind(TOKENS.GetCurrentUser)
      .toResolvedValue((users: UserDirectory, billing: BillingApi) => new GetCurrentUserHandler(users, billing), [TOKENS.Users, BILLING_API]);
    container
      .bind(TOKENS.ResolveActor)
      .toResolvedValue((sessions: SessionStore, users: UserDirectory) => new ResolveActorHandler(sessions, users), [TOKENS.Sessions, TOKENS.Users]);
    container.bind(TOKENS.UserView).toResolvedValue((kv: KeyValue) => new UserViewProjector(kv), [PLATFORM.KeyValue]);
    container.bind(TOKENS.Reindexer).toResolvedValue((em: EntityManager, kv: KeyValue) => new IdentityReindexer(em, kv), [PLATFORM.EntityManager, PLATFORM.KeyValue]);
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, hasher: PasswordHasher, settings: PlatformSettings, reindexer: IdentityReindexer) => new IdentitySeeder(em, hasher, settings, reindexer),
        [PLATFORM.EntityManager, TOKENS.Hasher, PLATFORM.Settings, TOKENS.Reindexer],
      );
  },
  commands: [
    handles(RegisterUser, TOKENS.RegisterUser),
    handles(SignIn, TOKENS.SignIn),
    handles(SignOut, TOKENS.SignOut),
    handles(SwitchMode, TOKENS.SwitchMode),
    handles(EnableSellerCapability, TOKENS.EnableSeller),
    handles(ChangeRoles, TOKENS.ChangeRoles),
    handles(ResendVerification, TOKENS.ResendVerification),
    handles(VerifyEmail, TOKENS.VerifyEmail),
    handles(RequestPasswordReset, TOKENS.RequestPasswordReset),
    handles(ResetPassword, TOKENS.ResetPassword),
    handles(AutoLogin, TOKENS.AutoLogin),
    handles(UpdateProfile, TOKENS.UpdateProfile),
    handles(UploadProfilePicture, TOKENS.UploadProfilePicture),
    handles(ChangePassword, TOKENS.ChangePassword),
    handles(RequestEmailChange, TOKENS.RequestEmailChange),
    handles(UpdateNotifications, TOKENS.UpdateNotifications),
    handles(DeleteAccount, TOKENS.DeleteAccount),
  ],
  queries: [
    answers(GetCurrentUser, TOKENS.GetCurrentUser),
    answers(ResolveActor, TOKENS.ResolveActor),
    answers(GetNotificationPreferences, TOKENS.GetNotificationPreferences),
    answers(GetPublicProfile, TOKENS.GetPublicProfile),
  ],
  subscribers: [{ name: 'identity.user-view', events: [UserRegistered.type, UserChanged.type, UserDeleted.type], handler: TOKENS.UserView }],
  middleware: authenticate,
  router: identityRouter,
  reindex: TOKENS.Reindexer,
  seed: TOKENS.Seeder,
};
