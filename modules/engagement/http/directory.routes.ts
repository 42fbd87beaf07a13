import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { searchMembersQuerySchema } from '../contracts/directory.ts';
import { AnswerConnectionRequest } from '../application/commands/answer-connection-request/answer-connection-request.command.ts';
import { RemoveConnection } from '../application/commands/remove-connection/remove-connection.command.ts';
import { RequestConnection } from '../application/commands/request-connection/request-connection.command.ts';
import { UpdateMemberProfile } from '../application/commands/update-member-profile/update-member-profile.command.ts';
import { GetMemberProfile } from '../application/queries/get-member-profile/get-member-profile.query.ts';
import { SearchMembers } from '../application/queries/search-members/search-members.query.ts';
import { GetMyProfile } from '../application/reports/get-my-profile/get-my-profile.query.ts';
import { ListConnections } from '../application/reports/list-connections/list-connections.query.ts';

/** the directory is public: reads are bounded per address like listings' searches */
const DIRECTORY_READS = { name: 'engagement:members:address', limit: 120, windowSeconds: 60 };
/** each request rings a bell: bounded per address */
const CONNECTION_WRITES = { name: 'engagement:connections:address', limit: 30, windowSeconds: 60 };

/** The member directory, public profiles and connections (contracts/directory.ts). */
export function directoryRouter({ commands, queries, rateLimit }: HttpContext): Router {
  const router = Router();
  const reads = rateLimit(DIRECTORY_READS);
  const writes = rateLimit(CONNECTION_WRITES);
  const noStore = { 'Cache-Control': 'private, no-store' };

  router.get('/api/members', reads, async (req, res) => {
    const query = parseInput(searchMembersQuerySchema, req.query, 'Invalid directory search');
    res.json(await queries.ask(SearchMembers, query, res.locals.actor));
  });

  router.get('/api/members/:id', reads, async (req, res) => {
    const profile = await queries.ask(GetMemberProfile, { memberId: String(req.params.id) }, res.locals.actor);
    if (!profile) throw new NotFoundError('Member not found', 'member_not_found');
    res.json(profile);
  });

  router.get('/api/me/profile', async (_req, res) => {
    res.set(noStore).json(await queries.ask(GetMyProfile, undefined, res.locals.actor));
  });

  router.put('/api/me/profile', writes, async (req, res) => {
    res.json(await commands.execute(UpdateMemberProfile, req.body ?? {}, res.locals.actor));
  });

  router.get('/api/connections', async (_req, res) => {
    res.set(noStore).json(await queries.ask(ListConnections, undefined, res.locals.actor));
  });

  router.post('/api/connections', writes, async (req, res) => {
    const { connection, created } = await commands.execute(RequestConnection, req.body ?? {}, res.locals.actor);
    res.status(created ? 201 : 200).json(connection);
  });

  router.post('/api/connections/:id/accept', writes, async (req, res) => {
    res.json(await commands.execute(AnswerConnectionRequest, { id: String(req.params.id), accept: true }, res.locals.actor));
  });

  router.post('/api/connections/:id/decline', writes, async (req, res) => {
    await commands.execute(AnswerConnectionRequest, { id: String(req.params.id), accept: false }, res.locals.actor);
    res.status(204).end();
  });

  router.delete('/api/connections/:id', writes, async (req, res) => {
    await commands.execute(RemoveConnection, { id: String(req.params.id) }, res.locals.actor);
    res.status(204).end();
  });

  return router;
}
