import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';

export class SavedAnalysisNotFoundError extends NotFoundError {
  constructor() {
    super('This analysis does not exist', 'analysis_not_found');
  }
}

export class SharedAnalysisNotFoundError extends NotFoundError {
  constructor() {
    super('This shared analysis does not exist or is no longer shared', 'shared_analysis_not_found');
  }
}

export class SavedAnalysisLimitError extends AppError {
  constructor(limit: number) {
    super('business-rule', `You can keep at most ${limit} saved analyses: delete some you no longer need to save new ones`, {
      code: 'analysis_limit_reached',
    });
  }
}
