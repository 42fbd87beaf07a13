import { randomBytes } from 'node:crypto';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { newId } from '../../../shared/kernel/ids.ts';
import type { Seeder } from '../../../shared/kernel/module.ts';
import type { PlatformSettings } from '../../../shared/kernel/settings.ts';
import { INSTALL_ADMINISTRATOR_NAME } from '../../contracts/api.ts';
import { DEMO_BUYER, DEMO_SELLERS } from '../../contracts/demo.ts';
import { User } from '../../domain/user.entity.ts';
import type { PasswordHasher } from '../password-hasher.ts';
import type { IdentityReindexer } from '../projections/user-view.projector.ts';

/**
 * The first administrator (ADMIN_EMAIL / ADMIN_PASSWORD) on any database, and demo accounts on an
 * empty one. Accounts are written directly and the account views rebuilt once. The demo accounts'
 * password is DEMO_PASSWORD or a random one made for this install and shown once (in the start banner
 * of a starting host, never in its log): a site someone exposes to try it out has no account a
 * stranger can sign in to.
 */
export class IdentitySeeder implements Seeder {
  readonly #em: EntityManager;
  readonly #hasher: PasswordHasher;
  readonly #settings: PlatformSettings;
  readonly #reindexer: IdentityReindexer;

  constructor(em: EntityManager, hasher: PasswordHasher, settings: PlatformSettings, reindexer: IdentityReindexer) {
    this.#em = em;
    this.#hasher = hasher;
    this.#settings = settings;
    this.#reindexer = reindexer;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#em.fork().count(User, {})) === 0;
  }

  async seed({ demo: withDemo = true, log, announcePassword }: Parameters<Seeder['seed']>[0]): Promise<Record<string, number>> {
    const em = this.#em.fork();
    let demo = 0;
    let admins = 0;
    if (withDemo && (await this.isEmpty())) {
      const password = this.#settings.demoPassword ?? randomBytes(12).toString('base64url');
      const passwordHash = await this.#hasher.hash(password);
      for (const seller of DEMO_SELLERS) {
        em.create(User, {
          ...seller,
          passwordHash,
          phone: null,
          roles: ['buyer', 'seller'],
          activeRole: 'seller',
          emailVerifiedAt: new Date(),
        });
        demo++;
      }
      em.create(User, { ...DEMO_BUYER, passwordHash, phone: null, roles: ['buyer'], activeRole: 'buyer', emailVerifiedAt: new Date() });
      demo++;
      if (announcePassword) {
        if (!this.#settings.demoPassword) announcePassword(password);
        log(
          `identity: ${demo} demo accounts created; they sign in with ` +
            (this.#settings.demoPassword ? 'DEMO_PASSWORD' : 'a password made for this install, shown once at start'),
        );
      } else {
        log(
          `identity: ${demo} demo accounts created; they sign in with the password ${password}` +
            (this.#settings.demoPassword
              ? ' (DEMO_PASSWORD)'
              : ' (made for this install and shown only now; set DEMO_PASSWORD to choose it)'),
        );
      }
    }
    const admin = this.#settings.admin;
    if (admin && !(await em.count(User, { email: admin.email.toLowerCase() }))) {
      em.create(User, {
        id: newId(),
        email: admin.email.toLowerCase(),
        passwordHash: await this.#hasher.hash(admin.password),
        ...INSTALL_ADMINISTRATOR_NAME,
        phone: null,
        roles: ['buyer', 'admin'],
        activeRole: 'buyer',
        emailVerifiedAt: new Date(),
      });
      admins++;
      log(`identity: administrator ${admin.email} created`);
    }
    await em.flush();
    if (demo + admins > 0) await this.#reindexer.rebuild(log);
    return { demoAccounts: demo, administrators: admins };
  }
}
