import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { hostOperations, openApiRouter } from './openapi.routes.ts';

const documentedPaths = async (served: { devOutbox: boolean; testCheckout: boolean }) => {
  const app = express().use(
    openApiRouter({ operations: hostOperations(served), publicUrl: 'https://dealacre.example', rateLimit: (_req, _res, next) => next() }),
  );
  const answer = await supertest(app).get('/api/openapi.json').expect(200);
  return Object.keys((answer.body as { paths: Record<string, unknown> }).paths);
};

describe('the OpenAPI document of a host', () => {
  it('leaves out the dev outbox and the test checkout where the host does not serve them', async () => {
    const production = await documentedPaths({ devOutbox: false, testCheckout: false });
    expect(production).toContain('/api/openapi.json');
    expect(production.filter((path) => path.startsWith('/api/dev/') || path.startsWith('/api/payments/test-checkout/'))).toEqual([]);
  });

  it('describes them where it does', async () => {
    const development = await documentedPaths({ devOutbox: true, testCheckout: true });
    expect(development).toEqual(
      expect.arrayContaining([
        '/api/dev/mail',
        '/api/dev/jobs/{name}/run',
        '/api/payments/test-checkout/{id}',
        '/api/payments/test-checkout/{id}/pay',
      ]),
    );
  });
});
