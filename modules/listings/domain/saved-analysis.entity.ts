import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { STRATEGIES, type Strategy } from '../contracts/deal-math/index.ts';

const SavedAnalysisSchema = defineEntity({
  name: 'SavedAnalysis',
  schema: 'listings',
  tableName: 'saved_analyses',
  indexes: [{ name: 'saved_analyses_owner_id_updated_at_index', properties: ['ownerId', 'updatedAt'] }],
  properties: {
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    name: p.string().length(120),
    strategy: p.enum(STRATEGIES),
    /** the strategy's inputs as validated when written (defaults filled in); outputs are never stored */
    inputs: p.json<Record<string, unknown>>(),
    /** the secret of the read-only share link; null while not shared */
    shareToken: p.string().length(32).nullable().unique(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A deal analysis a user saved: a name, a strategy and its inputs. */
export class SavedAnalysis extends SavedAnalysisSchema.class {
  get isShared(): Opt & boolean {
    return Boolean(this.shareToken);
  }

  isOwnedBy(userId: string): boolean {
    return this.ownerId === userId;
  }

  rename(name: string, now: Date): void {
    this.name = name;
    this.updatedAt = now;
  }

  changeInputs(inputs: Record<string, unknown>, now: Date): void {
    this.inputs = inputs;
    this.updatedAt = now;
  }

  /**
   * Makes the analysis readable by anyone with its link; an analysis already shared keeps its link.
   * Sharing is not an edit: `updatedAt` stays. Returns the token.
   */
  share(): string {
    this.shareToken ??= newShareToken();
    return this.shareToken;
  }

  /** Stops the share link from working; sharing again makes a new one. */
  unshare(): void {
    this.shareToken = null;
  }

  /** The fields of an unshared copy, for a new analysis. */
  copyFields(): { strategy: Strategy; inputs: Record<string, unknown> } {
    return { strategy: this.strategy, inputs: structuredClone(this.inputs) };
  }
}
SavedAnalysisSchema.setClass(SavedAnalysis);
export { SavedAnalysisSchema };

/** 24 random bytes as 32 URL-safe base64 characters (192 bits: not guessable). */
function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}
