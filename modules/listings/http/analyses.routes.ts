import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { DeleteAnalysis } from '../application/commands/delete-analysis/delete-analysis.command.ts';
import { DuplicateAnalysis } from '../application/commands/duplicate-analysis/duplicate-analysis.command.ts';
import { SaveAnalysis } from '../application/commands/save-analysis/save-analysis.command.ts';
import { ShareAnalysis } from '../application/commands/share-analysis/share-analysis.command.ts';
import { UpdateAnalysis } from '../application/commands/update-analysis/update-analysis.command.ts';
import { GetSavedAnalysis } from '../application/reports/get-saved-analysis/get-saved-analysis.query.ts';
import { GetSharedAnalysis } from '../application/reports/get-shared-analysis/get-shared-analysis.query.ts';
import { ListSavedAnalyses } from '../application/reports/list-saved-analyses/list-saved-analyses.query.ts';
import type { ShareAnalysisResult } from '../contracts/saved-analyses.ts';

/**
 * Saved deal analyses (`/api/analyses`, the owner's) and their read-only share links
 * (`/api/shared-analyses/:token`, anyone's). Bodies are validated by the commands, after the
 * sign-in check, so a signed-out caller always gets 401.
 */
export function analysesRouter({ commands, queries }: HttpContext): Router {
  const router = Router();

  router.get('/api/analyses', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await queries.ask(ListSavedAnalyses, undefined, res.locals.actor));
  });

  router.post('/api/analyses', async (req, res) => {
    res.status(201).json(await commands.execute(SaveAnalysis, req.body ?? {}, res.locals.actor));
  });

  router.get('/api/analyses/:id', async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await queries.ask(GetSavedAnalysis, { id: req.params.id }, res.locals.actor));
  });

  router.patch('/api/analyses/:id', async (req, res) => {
    res.json(await commands.execute(UpdateAnalysis, { id: req.params.id, changes: req.body ?? {} }, res.locals.actor));
  });

  router.post('/api/analyses/:id/duplicate', async (req, res) => {
    res.status(201).json(await commands.execute(DuplicateAnalysis, { id: req.params.id }, res.locals.actor));
  });

  router.delete('/api/analyses/:id', async (req, res) => {
    res.json(await commands.execute(DeleteAnalysis, { id: req.params.id }, res.locals.actor));
  });

  router.post('/api/analyses/:id/share', async (req, res) => {
    const analysis = await commands.execute(ShareAnalysis, { id: req.params.id, shared: true }, res.locals.actor);
    const answer: ShareAnalysisResult = { shareUrl: analysis.shareUrl!, token: analysis.shareToken!, analysis };
    res.json(answer);
  });

  router.delete('/api/analyses/:id/share', async (req, res) => {
    res.json(await commands.execute(ShareAnalysis, { id: req.params.id, shared: false }, res.locals.actor));
  });

  router.get('/api/shared-analyses/:token', async (req, res) => {
    const shared = await queries.ask(GetSharedAnalysis, { token: req.params.token }, res.locals.actor);
    // a revoked link must stop showing the analysis at once, and share pages stay out of search engines
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).json(shared);
  });

  return router;
}
