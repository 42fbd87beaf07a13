import type { CommandHandler, CommandType, QueryHandler, QueryType } from './bus.ts';
import type { Token } from './tokens.ts';

/** the values a list of DI tokens resolves to, in order */
type Resolved<D extends readonly Token<unknown>[]> = { [K in keyof D]: D[K] extends Token<infer T> ? T : never };

/**
 * A use case as the host registers it: its bus name, what its handler needs (DI tokens) and how to
 * make the handler from them. A handler file exports one (`export const createListing =
 * handlesCommand(CreateListing, [PLATFORM.Clock], (clock) => new CreateListingHandler(clock))`) and
 * its module's `index.ts` lists it once; the host binds it under a token derived from the bus name.
 */
export interface UseCase<Kind extends 'command' | 'query' = 'command' | 'query'> {
  readonly kind: Kind;
  readonly name: string;
  readonly inject: readonly Token<unknown>[];
  readonly create: (...dependencies: never[]) => unknown;
}

export type CommandUseCase = UseCase<'command'>;
export type QueryUseCase = UseCase<'query'>;

export function handlesCommand<I, R, const D extends readonly Token<unknown>[]>(
  command: CommandType<I, R>,
  inject: D,
  create: (...dependencies: Resolved<D>) => CommandHandler<I, R>,
): CommandUseCase {
  return { kind: 'command', name: command.name, inject, create: create as UseCase['create'] };
}

export function answersQuery<I, R, const D extends readonly Token<unknown>[]>(
  query: QueryType<I, R>,
  inject: D,
  create: (...dependencies: Resolved<D>) => QueryHandler<I, R>,
): QueryUseCase {
  return { kind: 'query', name: query.name, inject, create: create as UseCase['create'] };
}
