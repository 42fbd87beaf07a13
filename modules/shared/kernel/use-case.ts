import type { Container } from 'inversify';
import type { CommandHandler, CommandType, QueryHandler, QueryType } from './bus.ts';
import type { Endpoint, PathParams, UseCaseEndpoint } from './endpoint.ts';
import type { Token } from './tokens.ts';

/** what a handler needs: a DI token under each name it reads its dependency by */
export type Needs = Readonly<Record<string, Token<unknown>>>;

/** the values a record of DI tokens resolves to, under the same names */
export type Injected<N extends Needs> = { readonly [K in keyof N]: N[K] extends Token<infer T> ? T : never };

/**
 * The base of a handler (or subscriber) that needs something: it declares its needs once, as the record
 * of tokens its use case registers (`extends UsesDependencies<typeof needs>`), and reads them from
 * `this.deps`. It stands in for constructor parameter properties, which Node's type stripping does not
 * run. A value derived from a dependency is a private getter, or a field initialised from `this.deps`
 * (fields initialise after this constructor). A handler that needs nothing registers `{}` and has no base.
 */
export abstract class UsesDependencies<N extends Needs> {
  protected readonly deps: Injected<N>;

  constructor(deps: Injected<N>) {
    this.deps = deps;
  }
}

/**
 * A handler class made from exactly what `N` resolves to: `HandlerClass` turns away a handler that
 * needs more or other than its use case registers, `MadeFrom` one that needs less (a token resolved
 * for nothing), and a handler with no constructor parameter goes with `{}`.
 */
type HandlerClass<N extends Needs, H> = new (deps: Injected<N>) => H;
type MadeFrom<N extends Needs, C> = C extends new (...args: infer A) => unknown
  ? A extends []
    ? keyof N extends never
      ? C
      : never
    : [A[0]] extends [Injected<N>]
      ? C
      : never
  : never;

/**
 * Binds `key` to a `Class` made from the record of what `needs` resolves to: how the host binds a use
 * case's handler, and how a module binds a subscriber declared the same way.
 */
export function bindWithDependencies<N extends Needs, T, C extends HandlerClass<N, T>>(
  container: Container,
  key: Token<T>,
  needs: N,
  Class: C & MadeFrom<N, C>,
): void {
  const names = Object.keys(needs);
  container
    .bind(key)
    .toResolvedValue(
      (...values: unknown[]) => new Class(Object.fromEntries(names.map((name, at) => [name, values[at]])) as Injected<N>),
      Object.values(needs),
    );
}

/**
 * A use case as the host registers it: its bus name, what its handler needs (a record of DI tokens)
 * and the handler class, which the host makes with the resolved record. A handler file exports one
 * and its module's `index.ts` lists it once; the host binds it under a token derived from the bus name:
 *
 * ```ts
 * const needs = { clock: PLATFORM.Clock, geocoder: LISTINGS_SERVICES.Geocoder, limits: LISTINGS_SERVICES.PlanLimits };
 * export class CreateListingHandler extends UsesDependencies<typeof needs> implements CommandHandler<…> { … }
 * export const createListing = handlesCommand(CreateListing, needs, CreateListingHandler, [http(…)]);
 * ```
 */
export interface UseCase<Kind extends 'command' | 'query' = 'command' | 'query'> {
  readonly kind: Kind;
  readonly name: string;
  readonly needs: Needs;
  readonly Handler: new (deps: never) => unknown;
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

export function handlesCommand<I, R, N extends Needs, C extends HandlerClass<N, CommandHandler<I, R>>>(
  command: CommandType<I, R>,
  needs: N,
  Handler: C & MadeFrom<N, C>,
  endpoints: readonly UseCaseEndpoint<I, R>[] = [],
): CommandUseCase {
  return {
    kind: 'command',
    name: command.name,
    needs,
    Handler,
    endpoints: endpoints.map((spec) => ({
      ...spec,
      run: (request, { commands }) => commands.execute(command, spec.input(request), request.actor),
    })) as Endpoint[],
  };
}

export function answersQuery<I, R, N extends Needs, C extends HandlerClass<N, QueryHandler<I, R>>>(
  query: QueryType<I, R>,
  needs: N,
  Handler: C & MadeFrom<N, C>,
  endpoints: readonly UseCaseEndpoint<I, R>[] = [],
): QueryUseCase {
  return {
    kind: 'query',
    name: query.name,
    needs,
    Handler,
    endpoints: endpoints.map((spec) => ({
      ...spec,
      run: (request, { queries }) => queries.ask(query, spec.input(request), request.actor),
    })) as Endpoint[],
  };
}
