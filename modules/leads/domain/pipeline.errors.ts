import { NotFoundError } from '../../shared/kernel/errors.ts';

/** No such card, or another seller's: the same answer, so ids reveal nothing. */
export class PipelineCardNotFoundError extends NotFoundError {
  constructor(message = 'There is no such card in your pipeline') {
    super(message, 'pipeline_card_not_found');
  }
}

export class PipelineTaskNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such task in your pipeline', 'pipeline_task_not_found');
  }
}

export class PipelineStageNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such stage in your pipeline', 'pipeline_stage_not_found');
  }
}
