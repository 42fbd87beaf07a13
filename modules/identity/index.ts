import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import type { Clock } from '../shared/kernel/clock.ts';
import type { KeyValue } from '../shared/kernel/key-value.port.ts';
import { answers, handles, type ModuleDefinition } from '../shared/kernel/module.ts';
import { RateLimiter } from '../shared/kernel/rate-limit.ts';
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
import { SignOut } from './application/commands/sign-out/sign-out.command.ts';
import { SignOutHandler } from './application/commands/sign-out/sign-out.handler.ts';
import { SwitchMode } from './application/commands/switch-mode/switch-mode.command.ts';
import { SwitchModeHandler } from './application/commands/switch-mode/switch-mode.handler.ts';
import { GetCurrentUser } from './application/queries/get-current-user/get-current-user.query.ts';
import { GetCurrentUserHandler } from './application/queries/get-current-user/get-current-user.handler.ts';
import { ResolveActor } from './application/queries/resolve-actor/resolve-actor.query.ts';
import { ResolveActorHandler } from './application/queries/resolve-actor/resolve-actor.handler.ts';
import { UserChanged, UserRegistered } from './contracts/events.ts';
import { SessionSchema } from './domain/session.entity.ts';
import { UserSchema } from './domain/user.entity.ts';
import { authenticate, identityRouter } from './http/identity.routes.ts';
import { PasswordHasher } from './infrastructure/password-hasher.ts';
import { IdentityReindexer, UserDirectory, UserViewProjector } from './infrastructure/projections/user-view.projector.ts';
import { IdentitySeeder } from './infrastructure/seed/identity.seeder.ts';
import { SessionStore } from './infrastructure/session-store.ts';
import { IdentitySchema } from './migrations/identity-0001-schema.ts';
import { IdentityUsersSessions } from './migrations/identity-0002-users-sessions.ts';

const TOKENS = {
  Hasher: token<PasswordHasher>('identity.PasswordHasher'),
  Sessions: token<SessionStore>('identity.SessionStore'),
  Users: token<UserDirectory>('identity.UserDirectory'),
  Limiter: token<RateLimiter>('identity.RateLimiter'),
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
};

/** Owns users, credentials, sessions, roles and capabilities, modes, email verification and settings. */
export const identityModule: ModuleDefinition = {
  name: 'identity',
  entities: [UserSchema, SessionSchema],
  migrations: [
    { name: 'identity-0001-schema', class: IdentitySchema },
    { name: 'identity-0002-users-sessions', class: IdentityUsersSessions },
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
    container.bind(TOKENS.Limiter).toResolvedValue((kv: KeyValue) => new RateLimiter(kv), [PLATFORM.KeyValue]);
    const withCredentials = [TOKENS.Hasher, TOKENS.Sessions, TOKENS.Limiter] as const;
    container
      .bind(TOKENS.RegisterUser)
      .toResolvedValue((hasher: PasswordHasher, sessions: SessionStore, limiter: RateLimiter) => new RegisterUserHandler(hasher, sessions, limiter), [...withCredentials]);
    container
      .bind(TOKENS.SignIn)
      .toResolvedValue((hasher: PasswordHasher, sessions: SessionStore, limiter: RateLimiter) => new SignInHandler(hasher, sessions, limiter), [...withCredentials]);
    container.bind(TOKENS.SignOut).toResolvedValue((sessions: SessionStore) => new SignOutHandler(sessions), [TOKENS.Sessions]);
    container.bind(TOKENS.SwitchMode).toResolvedValue(() => new SwitchModeHandler());
    container.bind(TOKENS.EnableSeller).toResolvedValue(() => new EnableSellerCapabilityHandler());
    container.bind(TOKENS.ChangeRoles).toResolvedValue(() => new ChangeRolesHandler());
    container.bind(TOKENS.GetCurrentUser).toResolvedValue((users: UserDirectory) => new GetCurrentUserHandler(users), [TOKENS.Users]);
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
  ],
  queries: [answers(GetCurrentUser, TOKENS.GetCurrentUser), answers(ResolveActor, TOKENS.ResolveActor)],
  subscribers: [{ name: 'identity.user-view', events: [UserRegistered.type, UserChanged.type], handler: TOKENS.UserView }],
  middleware: authenticate,
  router: identityRouter,
  reindex: TOKENS.Reindexer,
  seed: TOKENS.Seeder,
};
