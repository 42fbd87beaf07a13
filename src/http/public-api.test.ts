import { describe, expect, it } from 'vitest';
import { modules } from '../modules.ts';
import { endpointOperation, moduleEndpoints } from './endpoints.ts';
import { openApiDocument } from './openapi/document.ts';
import { hostOperations } from './openapi/openapi.routes.ts';
import { compile, publicOperation as operationIn } from './public-api.ts';

/** the host's own operations and every module's declared endpoints, as a development host lists them */
const API_OPERATIONS = [
  ...hostOperations({ devOutbox: true, testCheckout: true }),
  ...modules.flatMap(moduleEndpoints).map(endpointOperation),
];
const routes = compile(API_OPERATIONS);
const publicOperation = (method: string, path: string) => operationIn(method, path, routes);

describe('the public API', () => {
  it('finds the operation a key request is for, literal paths before parameters', () => {
    expect(publicOperation('GET', '/api/properties/search')?.path).toBe('/api/properties/search');
    expect(publicOperation('HEAD', '/api/properties/search')?.path).toBe('/api/properties/search');
    expect(publicOperation('GET', '/api/properties/0190a1b2-0000-7000-8000-000000000001')?.path).toBe('/api/properties/:id');
    expect(publicOperation('GET', '/api/properties/abc/similar')?.scopes).toEqual(['listings:read']);
    expect(publicOperation('PUT', '/api/properties/abc')?.scopes).toEqual(['listings:write']);
    expect(publicOperation('GET', '/api/leads')?.scopes).toEqual(['leads:read']);
  });

  it('leaves out what is not in it: other methods, deeper paths, settings, billing, messaging, admin, key management', () => {
    for (const [method, path] of [
      ['PATCH', '/api/properties/abc'],
      ['GET', '/api/properties/abc/views/extra'],
      ['POST', '/api/properties/abc/views'],
      ['GET', '/api/users/me/api-keys'],
      ['POST', '/api/users/me/api-keys'],
      ['GET', '/api/billing/me'],
      ['GET', '/api/conversations'],
      ['POST', '/api/leads/abc/claim'],
      ['GET', '/api/admin/seller-leads'],
      ['GET', '/api/propertiesX'],
    ]) {
      expect(publicOperation(method, path), `${method} ${path}`).toBeUndefined();
    }
  });

  it('documents every operation once, with OpenAPI paths and the scopes of the public ones', () => {
    const document = openApiDocument(API_OPERATIONS, 'http://localhost:3000');
    const count = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(count).toBe(API_OPERATIONS.length);
    expect(document.paths['/api/properties/{id}'].get).toMatchObject({
      'x-scopes': ['listings:read'],
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
    const operationIds = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });
});
