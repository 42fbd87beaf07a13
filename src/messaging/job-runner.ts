import type { Logger } from 'pino';
import type { JobRegistration } from '../../modules/shared/kernel/module.ts';

/**
 * Runs modules' scheduled jobs on their intervals, never two runs of one job at once in this
 * process. Every host runs them; the jobs lock the rows they work on, so hosts share the work.
 */
export class JobRunner {
  readonly #jobs: readonly JobRegistration[];
  readonly #run: (job: JobRegistration) => Promise<unknown>;
  readonly #logger: Logger;
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Map<string, Promise<void>>();

  constructor(jobs: readonly JobRegistration[], run: (job: JobRegistration) => Promise<unknown>, logger: Logger) {
    this.#jobs = jobs;
    this.#run = run;
    this.#logger = logger;
  }

  start(): void {
    for (const job of this.#jobs) {
      const timer = setInterval(() => void this.#runOnce(job), job.everyMs);
      timer.unref();
      this.#timers.push(timer);
    }
  }

  async runAll(): Promise<void> {
    await Promise.all(this.#jobs.map((job) => this.#runOnce(job)));
  }

  /** Runs the job of that name once now, after a run of it in flight; false when there is no such job. */
  async runNow(name: string): Promise<boolean> {
    const job = this.#jobs.find((entry) => entry.name === name);
    if (!job) return false;
    await this.#running.get(job.name);
    await this.#run(job);
    return true;
  }

  async stop(): Promise<void> {
    this.#timers.splice(0).forEach(clearInterval);
    await Promise.all(this.#running.values());
  }

  #runOnce(job: JobRegistration): Promise<void> {
    const inFlight = this.#running.get(job.name);
    if (inFlight) return inFlight;
    const run = this.#run(job)
      .then(() => undefined)
      .catch((error: unknown) => this.#logger.error({ err: error, job: job.name }, 'scheduled job failed'))
      .finally(() => this.#running.delete(job.name));
    this.#running.set(job.name, run);
    return run;
  }
}
