import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./smtp-sink.py', import.meta.url));

/**
 * The Python that has aiosmtpd (Debian's python3-aiosmtpd installs it for the system's Python, which a
 * Python of one's own earlier on the PATH may not see), or why there is none. `SMTP_SINK_PYTHON` names the one
 * to use instead.
 */
export function aiosmtpdPython(): { python: string } | { missing: string } {
  const candidates = process.env.SMTP_SINK_PYTHON ? [process.env.SMTP_SINK_PYTHON] : ['python3', '/usr/bin/python3'];
  for (const python of candidates) {
    const probe = spawnSync(python, ['-c', 'import aiosmtpd'], { stdio: 'ignore', timeout: 30_000 });
    if (probe.status === 0) return { python };
  }
  return {
    missing: `aiosmtpd is not installed for ${candidates.join(' or ')} (apt-get install python3-aiosmtpd, or set SMTP_SINK_PYTHON to a Python that has it)`,
  };
}

/** A message as the sink received it: its raw bytes and its envelope. */
export interface ReceivedMessage {
  file: string;
  raw: Buffer;
  envelope: { mailFrom: string; rcptTos: string[] };
}

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL */
  url: string;
  /** where the .eml files are */
  directory: string;
  /** how many messages it has accepted so far (each is on disk before the server answers 250) */
  received(): number;
  /** called as each message is accepted, with how many there are now */
  onMessage(listener: (count: number) => void): void;
  /** every message received so far, in the order received */
  messages(): Promise<ReceivedMessage[]>;
  /** lets the held answer go (see `holdAt`) */
  release(): void;
  /** stops the server and deletes its messages */
  close(): Promise<void>;
}

/**
 * Starts a real SMTP server (aiosmtpd, in Python) on a free loopback port that writes each message it
 * accepts to a temporary directory as a raw .eml file: a server that is not ours, speaking SMTP as a mail
 * provider's does, so what the app hands over is read back exactly as sent. `holdAt`: the server keeps the
 * Nth message but holds its answer until `release()` (or a minute), so a benchmark can kill the sender after
 * the mail has left and before it knows.
 */
export async function startSmtpSink(python: string, options: { holdAt?: number } = {}): Promise<SmtpSink> {
  const directory = mkdtempSync(path.join(tmpdir(), 'dealacre-smtp-sink-'));
  const args = [SCRIPT, directory, ...(options.holdAt ? ['--hold-at', String(options.holdAt)] : [])];
  const child = spawn(python, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let count = 0;
  const listeners: Array<(count: number) => void> = [];
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the SMTP sink stopped at start (exit ${code}): ${stderr.trim()}`)));
    lines.on('line', (line) => {
      const listening = /^listening (\S+):(\d+)$/.exec(line);
      if (listening) return resolve(`smtp://${listening[1]}:${listening[2]}`);
      if (line.endsWith('.eml')) {
        count += 1;
        for (const listener of listeners) listener(count);
      }
    });
  });
  return {
    url,
    directory,
    received: () => count,
    onMessage: (listener) => void listeners.push(listener),
    release: () => void child.kill('SIGUSR1'),
    async messages() {
      const files = (await readdir(directory)).filter((name) => name.endsWith('.eml')).sort();
      // one file at a time: a benchmark's ten thousand at once would exceed the open files allowed
      const messages: ReceivedMessage[] = [];
      for (const name of files) {
        const file = path.join(directory, name);
        const envelope = JSON.parse(await readFile(file.replace(/\.eml$/, '.json'), 'utf8')) as ReceivedMessage['envelope'];
        messages.push({ file, raw: await readFile(file), envelope });
      }
      return messages;
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
