import { z } from 'zod';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES } from '../../../modules/identity/contracts/api-keys.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../modules/shared/kernel/csrf.ts';
import { RECORD_ID_PARAM } from '../endpoints.ts';
import type { ApiOperation } from './operation.ts';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };

const SESSION_COOKIE = 'dealacre_session';
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** The error answer of docs/architecture.md section 7. */
const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
  upgradeRequired: z.boolean().optional(),
});

/** A zod contract as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect); what JSON cannot say (transforms) reads as any value. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return rest;
}

/** `/api/properties/:id` → `/api/properties/{id}` */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function queryParameters(schema: z.ZodType): Array<Record<string, unknown>> {
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const ACCESS_WORDS: Record<ApiOperation['access'], string> = {
  public: 'Anyone may call it.',
  optional: 'Anyone may call it; a signed-in member sees their own view.',
  member: 'A signed-in member.',
  admin: 'Administrators only.',
  signed: 'No session: the request carries its own signature or signed token.',
  dev: 'Outside production only.',
};

function security(operation: ApiOperation): Array<Record<string, string[]>> {
  const cookie: Record<string, string[]> = UNSAFE.has(operation.method) ? { session: [], csrf: [] } : { session: [] };
  const keys: Array<Record<string, string[]>> = operation.scopes
    ? [{ apiKey: [...operation.scopes] }, { apiKeyHeader: [...operation.scopes] }]
    : [];
  if (operation.access === 'public' || operation.access === 'optional' || operation.access === 'signed' || operation.access === 'dev') {
    return [{}, ...(operation.access === 'optional' ? [cookie] : []), ...keys];
  }
  return [cookie, ...keys];
}

function describeOperation(operation: ApiOperation): Record<string, unknown> {
  const parameters = [
    ...[...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(operation.query ? queryParameters(operation.query) : []),
  ];
  const scopes = operation.scopes;
  const publicApi =
    scopes === undefined
      ? ' Not part of the public API: API keys are refused (403).'
      : ` Public API: an API key ${scopes.length ? `with ${scopes.map((scope) => `\`${scope}\``).join(' and ')}` : 'with any scope'} may call it.`;
  const status = String(operation.status ?? 200);
  const success = operation.produces
    ? { description: 'OK', content: { [operation.produces]: {} } }
    : status === '204'
      ? { description: 'No content' }
      : status === '303'
        ? { description: 'See other: the `Location` header says where' }
        : {
            description: 'OK',
            content: { 'application/json': { schema: operation.response ? jsonSchema(operation.response, 'output') : {} } },
          };
  const requestBody = operation.body
    ? { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } }
    : operation.multipart
      ? { required: true, description: operation.multipart, content: { 'multipart/form-data': { schema: { type: 'object' } } } }
      : undefined;
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const responses: Record<string, unknown> = { [status]: success };
  for (const other of operation.alsoAnswers ?? []) responses[String(other)] = success;
  if (operation.errors) {
    // a declared endpoint: what its access and input imply, and what it declares
    const statuses = new Set<number>(operation.errors);
    if (operation.body || operation.query || operation.path.includes(':')) statuses.add(400);
    if (operation.access === 'member' || operation.access === 'admin' || operation.scopes) statuses.add(401);
    if (operation.body) statuses.add(413);
    if (operation.path.split('/').some((segment) => segment.startsWith(':') && RECORD_ID_PARAM.test(segment.slice(1)))) statuses.add(404);
    // an API key outside the public API or without the scopes, a failed CSRF check, a non-administrator
    statuses.add(403);
    statuses.add(429);
    // the key-value store (Redis) unreachable: every request that needs it fails at once, with Retry-After
    statuses.add(503);
    for (const code of [...statuses].sort()) responses[String(code)] = error(ERROR_WORDS[code] ?? 'Error');
  } else {
    if (operation.body || operation.query) responses[400] = error(ERROR_WORDS[400]);
    if (operation.access === 'member' || operation.access === 'admin') responses[401] = error(ERROR_WORDS[401]);
    responses[403] = error(ERROR_WORDS[403]);
    responses[429] = error(ERROR_WORDS[429]);
    responses[503] = error(ERROR_WORDS[503]);
  }
  return {
    operationId: `${operation.method}${openApiPath(operation.path).replace(/[^A-Za-z0-9]+(\w)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [operation.tag],
    summary: operation.summary,
    description: `${ACCESS_WORDS[operation.access]}${publicApi}${operation.description ? ` ${operation.description}` : ''}`,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    security: security(operation),
    ...(scopes ? { 'x-scopes': [...scopes] } : {}),
    responses,
  };
}

/** What each group of operations is for, in the reference's sidebar. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  API: 'This document and its reference page.',
  Account: 'Registration, sign-in, sessions, the profile, email and password, notification settings.',
  'API keys': "A member's personal keys for the public API.",
  Billing: 'Plans, subscriptions and trials, entitlements, receipts and the payment method.',
  Listings: "Property search, the map, a property's page, and sellers' listings.",
  'Deal analysis': 'The deal calculator and saved analyses.',
  'Favorites and saved searches': 'Favorites, saved searches with their alerts, and demand counts for sellers.',
  'Messaging and notifications': 'Conversations, messages, attachments, blocks, reports, the bell and the event stream.',
  'Member directory': 'The member directory, profiles and connections.',
  'JV board': 'Joint-venture partner posts.',
  'Leads and pipeline': "Homeowners' seller leads, lead pages, markets and claims, and the deal pipeline.",
  FAQs: 'The help widget and FAQ pages, and their administration.',
  Blog: 'The blog, its administration and image uploads.',
  Administration: "Administrators' queues and actions.",
  Development: 'Outside production only: the dev mail outbox and the built-in test payments.',
};

const ERROR_WORDS: Record<number, string> = {
  400: 'Invalid input: zod issues in `details`',
  401: 'Not signed in, or an invalid or revoked API key',
  403: 'Not allowed: CSRF failed, a plan limit (`upgradeRequired`), or an API key outside its scopes',
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with the current state (a stale version, taken already)',
  413: 'Too large',
  422: 'Breaks a business rule',
  429: 'Rate limited; see Retry-After',
  503: 'A service it needs is briefly unavailable; see Retry-After',
};

/** The OpenAPI 3.1 document of every `/api` route, generated from the zod contracts the routes parse and answer. */
export function openApiDocument(operations: readonly ApiOperation[], serverUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method] = describeOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DealAcre API',
      version: '1.0.0',
      license: { name: 'Proprietary: used under the terms of service of DealAcre', url: `${serverUrl}/terms-of-service` },
      description: [
        'The JSON API of the DealAcre marketplace. The web app uses all of it with a cookie session; the **public API** is the part an API key may call.',
        '',
        'API keys come with Buyer Pro and Seller Premium: create one in Settings → API keys (the secret is shown once). Send it as `Authorization: Bearer da_live_…` or `X-Api-Key: da_live_…`. A key acts as its member with only its scopes:',
        ...API_SCOPES.map((scope) => `- \`${scope}\`: ${API_SCOPE_DESCRIPTIONS[scope]}`),
        '',
        'Key requests need no CSRF header. Each key may make 120 requests a minute (429 with Retry-After over it). Errors are JSON `{ message, code?, details?, upgradeRequired? }`.',
      ].join('\n'),
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: "The web app's session, set by POST /api/auth/login." },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: `With a cookie session, unsafe methods echo the \`${CSRF_COOKIE}\` cookie in this header.`,
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'da_live_…',
          description: 'A personal API key (Buyer Pro, Seller Premium); the scopes listed are the ones it needs.',
        },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The same API key in a header of its own.' },
      },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
  };
}
