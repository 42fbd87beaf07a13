import { AppError } from '../../shared/kernel/errors.ts';

export class SubscriptionStateError extends AppError {
  constructor(message: string) {
    super('business-rule', message, { code: 'subscription_state' });
  }
}

export class UnknownPlanError extends AppError {
  constructor(audience: string, tier: string) {
    super('validation', `There is no ${audience} plan called "${tier}"`, { code: 'unknown_plan' });
  }
}
