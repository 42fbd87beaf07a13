import { Router } from 'express';

// an /api route outside any declaration, and a page outside /api (allowed)
export function legacyRouter(): Router {
  const router = Router();
  router.post('/api/gamma/legacy', (_req, res) => {
    res.status(204).end();
  });
  router.get('/gamma/feed.xml', (_req, res) => {
    res.type('xml').send('<feed/>');
  });
  return router;
}
