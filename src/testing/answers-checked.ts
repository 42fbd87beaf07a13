import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { RequestHandler } from 'express';
import { openApiDocument, openApiPath, type OpenApiDocument } from '../http/openapi/document.ts';
import type { ApiOperation } from '../http/openapi/operation.ts';

interface Route {
  operation: ApiOperation;
  pattern: RegExp;
  statuses: Set<string>;
  /** the JSON body each status declares, checked against the document */
  bodyOf: (status: string) => ValidateFunction | undefined;
}

/** One document's JSON Schemas, each compiled the first time an answer needs it. */
class DocumentSchemas {
  private static readonly ID = 'openapi.json';
  private readonly ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  private readonly compiled = new Map<string, ValidateFunction | undefined>();

  readonly document: OpenApiDocument;

  constructor(document: OpenApiDocument) {
    this.document = document;
    // the document's own members are not JSON Schema keywords; its schemas and their $refs to components are
    this.ajv.addVocabulary(Object.keys(document));
    ajvFormats.default(this.ajv);
    this.ajv.addSchema(document, DocumentSchemas.ID);
  }

  /** the schema of the JSON body `path` `method` answers with `status`, if the document declares one */
  answer(path: string, method: string, status: string): ValidateFunction | undefined {
    const key = `${method} ${path} ${status}`;
    if (!this.compiled.has(key)) {
      const responses = this.document.paths[path][method].responses as Record<string, { content?: Record<string, unknown> }>;
      const declared = responses[status]?.content?.['application/json'] !== undefined;
      const pointer = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema']
        .map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')))
        .join('/');
      this.compiled.set(key, declared ? this.ajv.compile({ $ref: `${DocumentSchemas.ID}#/${pointer}` }) : undefined);
    }
    return this.compiled.get(key);
  }
}

/** by the document's text: the test hosts of a run mostly build the same document, and compiling is slow */
const schemasByDocument = new Map<string, DocumentSchemas>();

function schemasOf(document: OpenApiDocument): DocumentSchemas {
  const text = JSON.stringify(document);
  let schemas = schemasByDocument.get(text);
  if (!schemas) {
    schemas = new DocumentSchemas(document);
    schemasByDocument.set(text, schemas);
  }
  return schemas;
}

function routesOf(app: { locals: Record<string, unknown> }): Route[] {
  const operations = (app.locals.operations ?? []) as ApiOperation[];
  const schemas = schemasOf(openApiDocument(operations, 'http://localhost'));
  return (
    operations
      // declared endpoints; the hand-written operations are checked once they are declared
      .filter((operation) => operation.errors !== undefined)
      .map((operation) => {
        const path = openApiPath(operation.path);
        const responses = schemas.document.paths[path][operation.method].responses as Record<string, unknown>;
        const segments = operation.path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
        return {
          operation,
          pattern: new RegExp(`^${segments.join('/')}/?$`, 'i'),
          statuses: new Set(Object.keys(responses)),
          bodyOf: (status: string) => schemas.answer(path, operation.method, status),
        };
      })
      .sort((a, b) => a.operation.path.split(':').length - b.operation.path.split(':').length)
  );
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map(({ instancePath, message, params }) => {
      const extra = 'additionalProperty' in params ? ` (${String(params.additionalProperty)})` : '';
      return `${instancePath || '/'} ${message ?? 'is refused'}${extra}`;
    })
    .join('; ')
    .slice(0, 800);
}

/**
 * A first middleware that checks every answer of a declared endpoint against the OpenAPI document
 * built from the same declarations: a status it does not list, or a JSON body (success or error) the
 * JSON Schema it declares for that status refuses, extra fields included, is written to `problems`.
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
        const status = String(res.statusCode);
        if (!statuses.has(status)) {
          problems.push(`${where} answered ${status}, which the document does not list`);
          return;
        }
        if (body === undefined) return;
        const validate = route.bodyOf(status);
        if (!validate) problems.push(`${where} answered ${status} with a JSON body the document does not declare`);
        // through JSON, as the caller reads it (dates become strings, undefined members disappear)
        else if (!validate(JSON.parse(JSON.stringify(body)))) {
          problems.push(`${where} answered ${status} with a body the document refuses: ${describeErrors(validate)}`);
        }
        // the zod schema also holds what JSON Schema cannot say (refinements, custom checks)
        if (res.statusCode < 300 && operation.response) {
          const parsed = operation.response.safeParse(body);
          if (!parsed.success) problems.push(`${where} answered a body its schema refuses: ${parsed.error.message.slice(0, 500)}`);
        }
      });
    }
    next();
  };
}
