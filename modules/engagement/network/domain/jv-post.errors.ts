import { AppError, NotFoundError } from '../../../shared/kernel/errors.ts';

/** Unknown, someone else's closed or expired post, or (for changes) someone else's post at all. */
export class JvPostNotFoundError extends NotFoundError {
  constructor() {
    super('Post not found', 'jv_post_not_found');
  }
}

/** A change the post's state or fields do not allow. */
export class JvPostRuleError extends AppError {
  constructor(message: string) {
    super('business-rule', message, { code: 'jv_post_rule' });
  }
}

export class OwnJvPostInterestError extends AppError {
  constructor() {
    super('business-rule', 'This is your own post.', { code: 'own_jv_post' });
  }
}
