import { defineEntity, p } from '@mikro-orm/core';
import { isNewerPlanSnapshot } from '../../billing/contracts/events.ts';

/**
 * Identity's copy of whether a member's plan includes API access, from billing's subscription events
 * (billing comes after identity in the module order, so identity does not ask it). No row: no access.
 */
const ApiAccessSchema = defineEntity({
  name: 'ApiAccess',
  schema: 'identity',
  tableName: 'api_access',
  properties: {
    userId: p.uuid().primary(),
    allowed: p.boolean(),
    /** the time of the billing event the copy reflects; an older event is ignored */
    asOf: p.datetime(),
  },
});

export class ApiAccess extends ApiAccessSchema.class {
  static copy(userId: string, allowed: boolean, asOf: Date): ApiAccess {
    const access = new ApiAccess();
    access.userId = userId;
    access.allowed = allowed;
    access.asOf = asOf;
    return access;
  }

  /** Applies a newer event's answer; false when the event is older than the one applied. */
  update(allowed: boolean, asOf: Date): boolean {
    if (!isNewerPlanSnapshot(asOf, this.asOf)) return false;
    this.asOf = asOf;
    this.allowed = allowed;
    return true;
  }
}
ApiAccessSchema.setClass(ApiAccess);
export { ApiAccessSchema };
