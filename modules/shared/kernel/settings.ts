/** The parts of the host's configuration that modules read, bound as `PLATFORM.Settings`. */
export interface PlatformSettings {
  production: boolean;
  /** where users reach the site, e.g. https://dealacre.com */
  publicUrl: string;
  /** the first administrator, created at seed time when both are set */
  admin?: { email: string; password: string };
  /** the demo accounts' password; unset, each install gets a random one (never a published password) */
  demoPassword?: string;
  sessions: {
    /** a session unused for this long ends */
    idleDays: number;
    /** a session ends this long after sign-in, used or not */
    absoluteDays: number;
  };
  /** how often open event streams are pinged and their sessions checked */
  eventsHeartbeatMs: number;
  /** the secret the mail provider signs its bounce and complaint reports with (unset: none are taken) */
  mailWebhookSecret?: string;
  /** the affiliate program's terms (decision 0066); absent: 20 % for 12 months, payouts from $50 */
  affiliate?: { commissionPercent: number; commissionMonths: number; payoutMinimumCents: number };
}
