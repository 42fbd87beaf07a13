import { Router } from 'express';
import { isUuid } from '../../shared/kernel/ids.ts';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { AddPipelineNote } from '../application/commands/add-pipeline-note/add-pipeline-note.command.ts';
import { AddPipelineTask } from '../application/commands/add-pipeline-task/add-pipeline-task.command.ts';
import { DeletePipelineTask } from '../application/commands/delete-pipeline-task/delete-pipeline-task.command.ts';
import { RenamePipelineStage } from '../application/commands/rename-pipeline-stage/rename-pipeline-stage.command.ts';
import { UpdatePipelineCard } from '../application/commands/update-pipeline-card/update-pipeline-card.command.ts';
import { UpdatePipelineTask } from '../application/commands/update-pipeline-task/update-pipeline-task.command.ts';
import { GetPipeline } from '../application/reports/get-pipeline/get-pipeline.query.ts';
import { GetPipelineCard } from '../application/reports/get-pipeline-card/get-pipeline-card.query.ts';
import {
  addNoteSchema,
  addTaskSchema,
  isPipelineStage,
  pipelineFilterSchema,
  renameStageSchema,
  updateCardSchema,
  updateTaskSchema,
} from '../contracts/pipeline.ts';
import { PipelineCardNotFoundError, PipelineStageNotFoundError, PipelineTaskNotFoundError } from '../domain/pipeline.errors.ts';

const cardId = (id: string) => {
  if (!isUuid(id)) throw new PipelineCardNotFoundError();
  return id;
};
const taskId = (id: string) => {
  if (!isUuid(id)) throw new PipelineTaskNotFoundError();
  return id;
};

/** The deal pipeline (modules/leads/contracts/pipeline.ts): the seller's board, cards, notes and tasks. */
export function pipelineRouter({ commands, queries }: HttpContext): Router {
  const router = Router();

  router.get('/api/pipeline', async (req, res) => {
    const filter = parseInput(pipelineFilterSchema, req.query, 'Invalid pipeline filter');
    res.set('Cache-Control', 'no-store').json(await queries.ask(GetPipeline, filter, res.locals.actor));
  });

  router.patch('/api/pipeline/stages/:id', async (req, res) => {
    const stageId = req.params.id;
    if (!isPipelineStage(stageId)) throw new PipelineStageNotFoundError();
    const { name } = parseInput(renameStageSchema, req.body ?? {}, 'Invalid stage name');
    res.json(await commands.execute(RenamePipelineStage, { stageId, name }, res.locals.actor));
  });

  router.get('/api/pipeline/cards/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await queries.ask(GetPipelineCard, { cardId: cardId(req.params.id) }, res.locals.actor));
  });

  router.patch('/api/pipeline/cards/:id', async (req, res) => {
    const id = cardId(req.params.id);
    const change = parseInput(updateCardSchema, req.body ?? {}, 'Invalid card change');
    res.json(await commands.execute(UpdatePipelineCard, { ...change, cardId: id }, res.locals.actor));
  });

  router.post('/api/pipeline/cards/:id/notes', async (req, res) => {
    const id = cardId(req.params.id);
    const { body } = parseInput(addNoteSchema, req.body ?? {}, 'Invalid note');
    res.status(201).json(await commands.execute(AddPipelineNote, { cardId: id, body }, res.locals.actor));
  });

  router.post('/api/pipeline/cards/:id/tasks', async (req, res) => {
    const id = cardId(req.params.id);
    const task = parseInput(addTaskSchema, req.body ?? {}, 'Invalid task');
    res.status(201).json(await commands.execute(AddPipelineTask, { ...task, cardId: id }, res.locals.actor));
  });

  router.patch('/api/pipeline/tasks/:id', async (req, res) => {
    const id = taskId(req.params.id);
    const change = parseInput(updateTaskSchema, req.body ?? {}, 'Invalid task change');
    res.json(await commands.execute(UpdatePipelineTask, { ...change, taskId: id }, res.locals.actor));
  });

  router.delete('/api/pipeline/tasks/:id', async (req, res) => {
    await commands.execute(DeletePipelineTask, { taskId: taskId(req.params.id) }, res.locals.actor);
    res.status(204).end();
  });

  return router;
}
