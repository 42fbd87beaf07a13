import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { digestScheduleSchema, type DigestSchedule } from '../../../../contracts/saved-searches.ts';
import { nextDigestAt } from '../../digest-time.ts';
import { FAVORITES_AND_SEARCHES_TAG, SAVED_SEARCH_WRITE_LIMIT } from '../../http.ts';
import { SetDigestSchedule } from './set-digest-schedule.command.ts';

const needs = { clock: PLATFORM.Clock };

export class SetDigestScheduleHandler extends UsesDependencies<typeof needs> implements CommandHandler<DigestSchedule, DigestSchedule> {
  async execute(schedule: DigestSchedule, { em, actor }: CommandContext): Promise<DigestSchedule> {
    const { userId } = requireActor(actor);
    await em.execute(
      `insert into engagement.digest_schedules (user_id, hour, time_zone) values (?, ?, ?)
       on conflict (user_id) do update set hour = excluded.hour, time_zone = excluded.time_zone`,
      [userId, schedule.hour, schedule.timeZone],
    );
    await em.execute(
      `update engagement.saved_search_matches m set mail_due_at = ?
       from engagement.saved_searches s
       where s.id = m.saved_search_id and s.user_id = ? and s.alerts = 'daily' and m.mailed_at is null and m.mail_due_at is not null`,
      [nextDigestAt(this.deps.clock.now(), schedule), userId],
    );
    return schedule;
  }
}

export const setDigestSchedule = handlesCommand(SetDigestSchedule, needs, SetDigestScheduleHandler, [
  http(SetDigestSchedule, {
    method: 'put',
    path: '/api/saved-searches/digest',
    tag: FAVORITES_AND_SEARCHES_TAG,
    summary: 'When my alert digest goes out',
    description: 'Matches already waiting for the digest move with it.',
    access: 'member',
    rateLimit: SAVED_SEARCH_WRITE_LIMIT,
    body: digestScheduleSchema,
    invalid: 'Invalid digest time',
    input: ({ body }) => body,
    response: digestScheduleSchema,
  }),
]);
