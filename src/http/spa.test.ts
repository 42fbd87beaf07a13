import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { spaRouter } from './spa.ts';

describe('the SPA router', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'dealacre-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  });
  const app = () => express().use(spaRouter(loadConfig({}), dist));

  it('answers any page path with index.html, never cached', async () => {
    const response = await supertest(app()).get('/property/123/edit').expect(200).expect('Content-Type', /html/);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await supertest(app()).get('/assets/index-3f9a1c.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    await supertest(app()).get('/assets/missing.js').expect(404);
  });

  it('explains when the web app has not been built', async () => {
    const response = await supertest(express().use(spaRouter(loadConfig({}), path.join(dist, 'nope')))).get('/').expect(503);
    expect(response.text).toContain('npm run build');
  });
});
