import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { WEB_DEV_HMR_PORT } from './web-dev.ts';

export interface SecurityHeaderOptions {
  /** where the map's tiles come from: the one foreign origin pages load from */
  mapTileOrigin: string;
  /** the page must reach Vite's hot-reload socket */
  webDev: boolean;
  /** HSTS, and insecure requests upgraded */
  production: boolean;
}

const API_PATH = /^\/api\//i;

/**
 * Helmet's security headers on every answer, with a Content Security Policy that allows the map's
 * tiles and nothing else foreign. The pages the host renders carry inline scripts (the page's data
 * for hydration, the start script), allowed by a nonce made for each page (`res.locals.cspNonce`).
 * API answers are data and the API reference, which run no script: the same policy with `script-src
 * 'none'`, so they need no nonce.
 */
export function securityHeaders({ mapTileOrigin, webDev, production }: SecurityHeaderOptions): RequestHandler {
  const withScripts = (scriptSrc: Array<string | ((req: unknown, res: unknown) => string)>) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          // Radix and OpenLayers position elements with inline style attributes
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', mapTileOrigin],
          connectSrc: ["'self'", mapTileOrigin, ...(webDev ? [`ws://localhost:${WEB_DEV_HMR_PORT}`] : [])],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      strictTransportSecurity: production,
    });
  const pageHeaders = withScripts(["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`]);
  const apiHeaders = withScripts(["'none'"]);
  return (req, res, next) => {
    if (API_PATH.test(req.path)) {
      apiHeaders(req, res, next);
      return;
    }
    res.locals.cspNonce = randomBytes(16).toString('base64');
    pageHeaders(req, res, next);
  };
}
