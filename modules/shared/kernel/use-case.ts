import type { CommandHandler, CommandType, QueryHandler, QueryType } from './bus.ts';
import type { Endpoint, PathParams, UseCaseEndpoint } from './endpoint.ts';
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
  /** the HTTP endpoints that run this use case, declared with it (the host mounts them) */
  readonly endpoints: readonly Endpoint[];
}

export type CommandUseCase = UseCase<'command'>;
export type QueryUseCase = UseCase<'query'>;

/**
 * An endpoint of a use case, typed from its schemas and the use case's input:
 * `http(CreateJvPost, { method: 'post', path: '/api/jv/posts', body: schema, input: ({ body }) => body, … })`.
 */
export function http<I, R, P = PathParams, Q = unknown, B = unknown>(
  _useCase: CommandType<I, R> | QueryType<I, R>,
  spec: UseCaseEndpoint<I, R, P, Q, B>,
): UseCaseEndpoint<I, R> {
  return spec as unknown as UseCaseEndpoint<I, R>;
}

export function handlesCommand<I, R, const D extends readonly Token<unknown>[]>(
  command: CommandType<I, R>,
  inject: D,
  create: (...dependencies: Resolved<D>) => CommandHandler<I, R>,
  endpoints: readonly UseCaseEndpoint<I, R>[] = [],
): CommandUseCase {
  return {
    kind: 'command',
    name: command.name,
    inject,
    create: create as UseCase['create'],
    endpoints: endpoints.map((spec) => ({
      ...spec,
      run: (request, { commands }) => commands.execute(command, spec.input(request), request.actor),
    })) as Endpoint[],
  };
}

export function answersQuery<I, R, const D extends readonly Token<unknown>[]>(
  query: QueryType<I, R>,
  inject: D,
  create: (...dependencies: Resolved<D>) => QueryHandler<I, R>,
  endpoints: readonly UseCaseEndpoint<I, R>[] = [],
): QueryUseCase {
  return {
    kind: 'query',
    name: query.name,
    inject,
    create: create as UseCase['create'],
    endpoints: endpoints.map((spec) => ({
      ...spec,
      run: (request, { queries }) => queries.ask(query, spec.input(request), request.actor),
    })) as Endpoint[],
  };
}
