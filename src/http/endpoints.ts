import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { requireActor, requireAdmin, type Actor } from '../../modules/shared/kernel/bus.ts';
import type { Endpoint, HttpContext } from '../../modules/shared/kernel/endpoint.ts';
import type { ModuleDefinition } from '../../modules/shared/kernel/module.ts';
import { NotFoundError } from '../../modules/shared/kernel/errors.ts';
import { isUuid } from '../../modules/shared/kernel/ids.ts';
import { parseInput } from '../../modules/shared/kernel/validation.ts';
import type { ApiOperation } from './openapi/operation.ts';

/** Every endpoint a module declares: those of its use cases, then those with a handler of their own. */
export function moduleEndpoints(module: ModuleDefinition): Endpoint[] {
  return [...(module.commands ?? []), ...(module.queries ?? [])].flatMap((useCase) => useCase.endpoints).concat(module.endpoints ?? []);
}

/**
 * The paths a module's endpoints lie under (`/api/jv/posts/:id` → `/api/jv`), so a request for
 * another path never walks its routes.
 */
export function endpointPrefixes(endpoints: readonly Endpoint[]): string[] {
  const prefix = (path: string) => {
    const segments = path.split('/').slice(0, 3);
    // a short path with a parameter (`/r/:code`) lies under its literal part (`/r`)
    const parameter = segments.findIndex((segment) => segment.startsWith(':'));
    return (parameter === -1 ? segments : segments.slice(0, parameter)).join('/').toLowerCase();
  };
  return [...new Set(endpoints.map(({ path }) => prefix(path)))];
}

function authorize({ access, forbidden }: Endpoint, actor: Actor | null): void {
  if (access === 'member') requireActor(actor);
  else if (access === 'admin') requireAdmin(actor, forbidden);
}

/** A path parameter named `id` or `…Id` names a record by its UUID (`/api/jv/posts/:id`, `/api/messages/:attachmentId`). */
export const RECORD_ID_PARAM = /^(?:id|[a-z]+Id)$/;

/** the path's record ids that cannot name a record: a 404 before any input is read or any query runs */
export function refuseMalformedIds(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if (RECORD_ID_PARAM.test(name) && !isUuid(value)) throw new NotFoundError();
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown, message: string | undefined): T {
  return schema ? parseInput(schema, input, message) : (input as T);
}

/**
 * Mounts declared endpoints: access decided first (401/403 before the input is read), then the
 * endpoint's rate limit, the input parsed with the declared schemas (one 400 for all of them), the
 * use case run, and the answer sent with the declared status.
 */
export function endpointsRouter(endpoints: readonly Endpoint[], context: HttpContext): Router {
  const router = Router();
  for (const endpoint of [...endpoints].sort(literalSegmentsFirst)) {
    const handlers: RequestHandler[] = [
      (_req, res, next) => {
        authorize(endpoint, res.locals.actor as Actor | null);
        next();
      },
    ];
    if (endpoint.rateLimit) handlers.push(context.rateLimit(endpoint.rateLimit));
    handlers.push(async (req, res) => {
      refuseMalformedIds(req.params as Record<string, string>);
      const request = {
        params: parse(endpoint.params, req.params, endpoint.invalid),
        query: parse(endpoint.query, req.query, endpoint.invalid),
        body: endpoint.multipart ? undefined : parse(endpoint.body, req.body ?? {}, endpoint.invalid),
        actor: res.locals.actor as Actor | null,
      };
      if (endpoint.handle) {
        await endpoint.handle(request, req, res, context);
        return;
      }
      const result = await endpoint.run!(request, context);
      const reply = endpoint.reply ? endpoint.reply(result) : { status: endpoint.status ?? 200, body: result };
      const cacheControl =
        endpoint.cacheControl !== undefined
          ? endpoint.cacheControl
          : endpoint.method === 'get' && endpoint.access !== 'public'
            ? 'private, no-store'
            : null;
      if (cacheControl) res.set('Cache-Control', cacheControl);
      if (reply.status === 204 || reply.body === undefined) res.status(reply.status).end();
      else res.status(reply.status).json(reply.body);
    });
    router[endpoint.method](endpoint.path, ...handlers);
  }
  return router;
}

/**
 * `/api/jv/posts/mine` before `/api/jv/posts/:id`: Express answers with the first route that matches.
 * Paths are ordered segment by segment (literal text alphabetically, a literal before a parameter), a
 * total order, so the sort holds whatever other paths lie between two that overlap.
 */
function literalSegmentsFirst(a: Endpoint, b: Endpoint): number {
  const [left, right] = [a.path.split('/'), b.path.split('/')];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [leftParam, rightParam] = [left[i].startsWith(':'), right[i].startsWith(':')];
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
    if (!leftParam && left[i] !== right[i]) return left[i] < right[i] ? -1 : 1;
  }
  return 0;
}

/** An endpoint as the OpenAPI document describes it. */
export function endpointOperation(endpoint: Endpoint): ApiOperation {
  return {
    method: endpoint.method,
    path: endpoint.path,
    tag: endpoint.tag,
    summary: endpoint.summary,
    description: endpoint.description,
    access: endpoint.access,
    scopes: endpoint.scopes as ApiOperation['scopes'],
    query: endpoint.query,
    body: endpoint.body,
    response: endpoint.response,
    status: endpoint.status,
    alsoAnswers: endpoint.alsoAnswers,
    produces: endpoint.produces,
    multipart: endpoint.multipart,
    errors: endpoint.errors ?? [],
  };
}
