import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answersChecked } from './answers-checked.ts';
import type { ApiOperation } from '../http/openapi/operation.ts';

const thing: ApiOperation = {
  method: 'get',
  path: '/api/things/:id',
  tag: 'Things',
  summary: 'A thing',
  access: 'public',
  response: z.object({ name: z.string(), size: z.number().optional() }),
  errors: [],
};

/** an app of one declared route that answers what the test asks */
function appAnswering(status: number, body: unknown) {
  const problems: string[] = [];
  const app = express();
  app.locals.operations = [thing];
  app.use(answersChecked(problems));
  app.get('/api/things/:id', (_req, res) => {
    res.status(status).json(body);
  });
  return { app, problems };
}

async function problemsOf(status: number, body: unknown): Promise<string[]> {
  const { app, problems } = appAnswering(status, body);
  await supertest(app).get('/api/things/0195b2c4-7f4e-7000-8000-000000000001');
  return problems;
}

describe('answers checked against the OpenAPI document', () => {
  it('passes answers the document declares', async () => {
    expect(await problemsOf(200, { name: 'a', size: 2 })).toEqual([]);
    expect(await problemsOf(404, { message: 'Not found', code: 'not_found' })).toEqual([]);
  });

  it('reports fields the document does not declare, in success and error bodies', async () => {
    expect(await problemsOf(200, { name: 'a', secret: 'x' })).toEqual([
      expect.stringMatching(/answered 200 with a body the document refuses: \/ must NOT have additional properties \(secret\)/),
    ]);
    expect(await problemsOf(404, { message: 'Not found', stack: 'at …' })).toEqual([
      expect.stringMatching(/answered 404 with a body the document refuses: \/ must NOT have additional properties \(stack\)/),
    ]);
  });

  it('reports a wrong type and a status the document does not list', async () => {
    expect(await problemsOf(200, { name: 1 })).toEqual([
      expect.stringMatching(/\/name must be string/),
      expect.stringMatching(/answered a body its schema refuses/),
    ]);
    expect(await problemsOf(422, { message: 'No' })).toEqual([expect.stringMatching(/answered 422, which the document does not list/)]);
  });
});
