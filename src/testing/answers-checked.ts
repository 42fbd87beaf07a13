import type { RequestHandler } from 'express';
import { openApiDocument } from '../http/openapi/document.ts';
import type { ApiOperation } from '../http/openapi/operation.ts';

interface Route {
  operation: ApiOperation;
  pattern: RegExp;
  statuses: Set<string>;
}

function routesOf(app: { locals: Record<string, unknown> }): Route[] {
  const operations = (app.locals.operations ?? []) as ApiOperation[];
  const document = openApiDocument(operations, 'http://localhost');
  return (
    operations
      // declared endpoints; the hand-written operations are checked once they are declared
      .filter((operation) => operation.errors !== undefined)
      .map((operation) => {
        const path = operation.path.replace(/:(\w+)/g, '{$1}');
        const responses = document.paths[path][operation.method].responses as Record<string, unknown>;
        const segments = operation.path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
        return { operation, pattern: new RegExp(`^${segments.join('/')}/?$`, 'i'), statuses: new Set(Object.keys(responses)) };
      })
      .sort((a, b) => a.operation.path.split(':').length - b.operation.path.split(':').length)
  );
}

/**
 * A first middleware that checks every answer of a declared endpoint against the OpenAPI document
 * built from the same declarations: a status it does not list, or a success body its response
 * schema refuses, is written to `problems`.
 */
export function answersChecked(problems: string[]): RequestHandler {
  let routes: Route[] | undefined;
  return (req, res, next) => {
    routes ??= routesOf(req.app);
    const method = req.method.toLowerCase();
    const path = req.path;
    const route = routes.find(({ operation, pattern }) => operation.method === method && pattern.test(path));
    if (route) {
      let body: unknown;
      const json = res.json.bind(res);
      res.json = (value: unknown) => {
        body = value;
        return json(value);
      };
      res.once('finish', () => {
        const { operation, statuses } = route;
        const where = `${req.method} ${path} (${operation.method} ${operation.path})`;
        if (!statuses.has(String(res.statusCode))) problems.push(`${where} answered ${res.statusCode}, which the document does not list`);
        else if (res.statusCode < 300 && operation.response && body !== undefined) {
          const parsed = operation.response.safeParse(body);
          if (!parsed.success) problems.push(`${where} answered a body its schema refuses: ${parsed.error.message.slice(0, 500)}`);
        }
      });
    }
    next();
  };
}
