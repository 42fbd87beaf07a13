import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';

export class FaqNotFoundError extends NotFoundError {
  constructor() {
    super('FAQ not found', 'faq_not_found');
  }
}

export class FaqCategoryNotFoundError extends NotFoundError {
  constructor() {
    super('FAQ category not found', 'faq_category_not_found');
  }
}

export class FaqCategoryNameTakenError extends AppError {
  constructor(name: string) {
    super('conflict', `A FAQ category named "${name}" already exists`, { code: 'faq_category_name_taken' });
  }
}

export class FaqCategoryNotEmptyError extends AppError {
  constructor(count: number) {
    super('conflict', `This category still holds ${count} FAQ${count === 1 ? '' : 's'}. Move or delete them first.`, {
      code: 'faq_category_not_empty',
      details: { count },
    });
  }
}

/** A reorder must list every item it orders exactly once, so no position is left ambiguous. */
export class IncompleteReorderError extends AppError {
  constructor(message: string) {
    super('business-rule', message, { code: 'incomplete_reorder' });
  }
}

export const ONLY_ADMINS = 'Only administrators can change FAQs';
