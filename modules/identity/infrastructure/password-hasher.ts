import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended parameters (19 MiB memory, 2 iterations, 1 lane). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  /** a hash of nothing anyone knows, verified when the account does not exist so both answers take as long */
  readonly #dummy = hash('not-a-real-password-' + crypto.randomUUID(), OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.#dummy), password);
    } catch {
      return false;
    }
  }
}
