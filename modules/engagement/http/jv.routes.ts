import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { createJvPostRequestSchema, jvInterestRequestSchema, listJvPostsQuerySchema, updateJvPostRequestSchema } from '../contracts/jv.ts';
import { CreateJvPost } from '../application/commands/create-jv-post/create-jv-post.command.ts';
import { DeleteJvPost } from '../application/commands/delete-jv-post/delete-jv-post.command.ts';
import { RenewJvPost } from '../application/commands/renew-jv-post/renew-jv-post.command.ts';
import { StartConversation } from '../application/commands/start-conversation/start-conversation.command.ts';
import { UpdateJvPost } from '../application/commands/update-jv-post/update-jv-post.command.ts';
import { GetJvPost } from '../application/reports/get-jv-post/get-jv-post.query.ts';
import { ListJvPosts } from '../application/queries/list-jv-posts/list-jv-posts.query.ts';
import { ListMyJvPosts } from '../application/reports/list-my-jv-posts/list-my-jv-posts.query.ts';

/** per client address, on top of the per-member limits in the handlers */
const WRITE_LIMIT = { name: 'engagement:jv-writes:ip', limit: 60, windowSeconds: 60 };

/** The JV board's partner posts, signed-in members only (contracts/jv.ts). */
export function jvRouter({ commands, queries, rateLimit }: HttpContext): Router {
  const router = Router();
  const writes = rateLimit(WRITE_LIMIT);
  const privately = { 'Cache-Control': 'private, no-store' };

  router.get('/api/jv/posts', async (req, res) => {
    const { mine, ...query } = parseInput(listJvPostsQuerySchema, req.query, 'Invalid search');
    const page = mine ? await queries.ask(ListMyJvPosts, query, res.locals.actor) : await queries.ask(ListJvPosts, query, res.locals.actor);
    res.set(privately).json(page);
  });

  router.post('/api/jv/posts', writes, async (req, res) => {
    const input = parseInput(createJvPostRequestSchema, req.body ?? {}, 'Invalid post');
    res.status(201).json(await commands.execute(CreateJvPost, input, res.locals.actor));
  });

  router.get('/api/jv/posts/:id', async (req, res) => {
    res.set(privately).json(await queries.ask(GetJvPost, { postId: req.params.id }, res.locals.actor));
  });

  router.patch('/api/jv/posts/:id', writes, async (req, res) => {
    const input = parseInput(updateJvPostRequestSchema, req.body ?? {}, 'Invalid post');
    res.json(await commands.execute(UpdateJvPost, { ...input, postId: req.params.id }, res.locals.actor));
  });

  router.delete('/api/jv/posts/:id', writes, async (req, res) => {
    await commands.execute(DeleteJvPost, { postId: req.params.id }, res.locals.actor);
    res.status(204).end();
  });

  router.post('/api/jv/posts/:id/renew', writes, async (req, res) => {
    res.json(await commands.execute(RenewJvPost, { postId: req.params.id }, res.locals.actor));
  });

  router.post('/api/jv/posts/:id/close', writes, async (req, res) => {
    res.json(await commands.execute(UpdateJvPost, { status: 'closed', postId: String(req.params.id) }, res.locals.actor));
  });

  router.post('/api/jv/posts/:id/interest', writes, async (req, res) => {
    const { message, clientId } = parseInput(jvInterestRequestSchema, req.body ?? {}, 'Invalid message');
    const {
      conversation,
      message: sent,
      opened,
    } = await commands.execute(StartConversation, { jvPostId: String(req.params.id), message, clientId }, res.locals.actor);
    res.status(opened ? 201 : 200).json({ conversation, message: sent });
  });

  return router;
}
