/**
 * The sending host of `npm run bench:campaign` (campaign-send.ts starts it as a child process, kills it with
 * SIGKILL in the middle of the send and starts it again): the real host on the bench's database, mail through
 * SMTP_URL, its outbox dispatcher running, on a controlled clock.
 *
 *   node load-tests/bench/campaign-sender.ts --campaign ID --clock ISO [--send SELLER_ID] [--step-ms 15000]
 *
 * The clock is the host's injectable one (as the integration tests pin it), so no setting of the app changes:
 * it starts at `--clock` and moves on `--step-ms` only when this loop says so. Each step does what the
 * scheduled job `leads.drive-campaigns` does every 15 seconds, by its name, then waits until the deliveries it
 * queued, and the batches they chain, have been sent. So the plan's throttle (per rolling minute and day of the
 * clock) decides how many mails leave in each step, and 50 minutes of throttle pass in the time the mail takes.
 * `--send` first sends the campaign as its seller (the first start only).
 *
 * Prints one JSON line per clock minute, and one at the end: `{"clock", "status", "sends": {status: n}, "maxRssKiB"}`.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createHost } from '../../src/host.ts';
import type { Campaign } from '../../modules/leads/contracts/campaigns.ts';
import { defineCommand } from '../../modules/shared/kernel/bus.ts';
import type { Clock } from '../../modules/shared/kernel/clock.ts';

// the leads module's use cases, by their names (the bench reaches a module through its contracts only)
const SendCampaign = defineCommand<{ campaignId: string }, Campaign>('leads.send-campaign');
const DriveCampaigns = defineCommand<void, number>('leads.drive-campaigns');

const { values } = parseArgs({
  options: {
    campaign: { type: 'string' },
    clock: { type: 'string' },
    send: { type: 'string' },
    'step-ms': { type: 'string', default: '15000' },
  },
});
if (!values.campaign || !values.clock) throw new Error('--campaign and --clock are required');
const campaignId = values.campaign;
const stepMs = Number(values['step-ms']);
let now = new Date(values.clock).getTime();
if (!Number.isFinite(now)) throw new Error(`--clock ${values.clock} is no time`);
const clock: Clock = { now: () => new Date(now) };

const config = loadConfig({ ...process.env, SEED_DEMO: 'false', MEILI_HOST: '', REDIS_URL: '' });
const host = await createHost(config, { clock, logger: pino({ level: 'warn' }) });
const em = () => host.database.orm.em.fork();

const state = async () => {
  const [campaign] = await em().execute<Array<{ status: string }>>('select status from leads.campaigns where id = ?', [campaignId]);
  const rows = await em().execute<Array<{ status: string; n: number }>>(
    'select status, count(*)::int as n from leads.campaign_sends where campaign_id = ? group by status order by status',
    [campaignId],
  );
  return {
    clock: new Date(now).toISOString(),
    status: campaign?.status ?? 'missing',
    sends: Object.fromEntries(rows.map(({ status, n }) => [status, Number(n)])),
    maxRssKiB: process.resourceUsage().maxRSS,
  };
};

if (values.send)
  await host.commands.execute(SendCampaign, { campaignId }, { userId: values.send, roles: ['buyer', 'seller'], isAdmin: false });
await host.start();
for (let step = 0; ; step++) {
  await host.commands.execute(DriveCampaigns, undefined);
  await host.projections.settled();
  const current = await state();
  if (current.status !== 'sending') {
    console.log(JSON.stringify(current));
    break;
  }
  if (step % Math.max(1, Math.round(60_000 / stepMs)) === 0) console.log(JSON.stringify(current));
  now += stepMs;
}
await host.close();
process.exit(0);
