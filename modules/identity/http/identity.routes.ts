import { Router } from 'express';
import { UnauthenticatedError } from '../../shared/kernel/errors.ts';

/**
 * Accounts and sessions are not built yet, so nobody is signed in: the current-user call answers
 * 401 (signed out), which is what the SPA expects from a visitor.
 */
export function identityRouter(): Router {
  const router = Router();
  router.get('/api/auth/me', () => {
    throw new UnauthenticatedError();
  });
  return router;
}
