/**
 * Outgoing email. SMTP when SMTP_URL is set; otherwise a stored development outbox that a dev-only
 * page lists (never in production). Callers build the message; adapters only deliver it.
 */
export interface MailMessage {
  to: string;
  subject: string;
  /** plain-text body; always present so every client can read it */
  text: string;
  /** optional HTML alternative */
  html?: string;
  /** e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on mail a member can turn off */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
