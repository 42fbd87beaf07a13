import { renderMail, type MailBlock } from '../../shared/kernel/mail-layout.ts';
import type { Mailer } from '../../shared/kernel/mailer.port.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';
import { longDateUtc, wholeDollars } from '../../shared/kernel/en-us-format.ts';

/** where a member sends and sees their proof of funds */
export const FUNDS_SETTINGS_PATH = '/settings#proof-of-funds';

/** `2027-02-27` → "February 27, 2027" */
const longDay = (day: string) => longDateUtc(new Date(`${day}T00:00:00Z`));

const UNEXPECTED = { note: 'If you did not expect this email, you can ignore it.' };

/** The account emails: what they say and where their links lead. */
export class IdentityMail {
  readonly #mailer: Mailer;
  readonly #publicUrl: string;

  constructor(mailer: Mailer, settings: PlatformSettings) {
    this.#mailer = mailer;
    this.#publicUrl = settings.publicUrl.replace(/\/$/, '');
  }

  verifyEmail(to: string, firstName: string, token: string): Promise<void> {
    return this.#send(to, firstName, 'Confirm your email address', [
      { kind: 'paragraph', content: 'Welcome to DealAcre. Confirm your email address by opening this link (it works for 48 hours):' },
      { kind: 'button', label: 'Confirm your email address', url: `${this.#publicUrl}/verify-email?token=${token}`, plainText: 'url' },
    ]);
  }

  confirmNewEmail(to: string, firstName: string, token: string): Promise<void> {
    return this.#send(to, firstName, 'Confirm your new email address', [
      {
        kind: 'paragraph',
        content: 'You asked to use this address for your DealAcre account. Confirm it by opening this link (it works for 24 hours):',
      },
      { kind: 'button', label: 'Confirm this address', url: `${this.#publicUrl}/verify-email?token=${token}`, plainText: 'url' },
    ]);
  }

  resetPassword(to: string, firstName: string, token: string): Promise<void> {
    return this.#send(to, firstName, 'Reset your DealAcre password', [
      {
        kind: 'paragraph',
        content:
          'Someone (hopefully you) asked to reset the password of your DealAcre account. Choose a new password here (the link works for 1 hour, once):',
      },
      { kind: 'button', label: 'Choose a new password', url: `${this.#publicUrl}/reset-password?token=${token}`, plainText: 'url' },
    ]);
  }

  /** Registration was tried with an address that has an account: its owner hears of it (the form only says it is taken). */
  registrationAttempted(to: string, firstName: string): Promise<void> {
    return this.#send(to, firstName, 'Someone tried to create an account with your email', [
      {
        kind: 'paragraph',
        content:
          'Someone just tried to create a DealAcre account with this email address. You already have an account, so nothing was created and your account is unchanged.',
      },
      { kind: 'button', label: 'Sign in', url: `${this.#publicUrl}/login`, plainText: 'url' },
      { kind: 'paragraph', content: ['Forgot your password? Choose a new one at ', { href: `${this.#publicUrl}/forgot-password` }] },
    ]);
  }

  passwordChanged(to: string, firstName: string): Promise<void> {
    return this.#send(to, firstName, 'Your DealAcre password was changed', [
      {
        kind: 'paragraph',
        content: [
          'The password of your DealAcre account was just changed and your other devices were signed out. If this was not you, reset your password now at ',
          { href: `${this.#publicUrl}/forgot-password` },
        ],
      },
    ]);
  }

  /** An administrator verified the member's statement: a service message, sent whatever their email settings. */
  fundsVerified(to: string, firstName: string, { amount, expiresOn }: { amount: number; expiresOn: string }): Promise<void> {
    return this.#send(to, firstName, `Your funds are verified up to ${wholeDollars(amount)}`, [
      {
        kind: 'paragraph',
        content: `Our team checked the statement you sent. Your profile and cards now show “Funds verified up to ${wholeDollars(amount)}” until ${longDay(expiresOn)}.`,
      },
      { kind: 'paragraph', content: 'Send a newer statement before then to keep the badge.' },
      { kind: 'button', label: 'See your proof of funds', url: `${this.#publicUrl}${FUNDS_SETTINGS_PATH}`, plainText: 'url' },
    ]);
  }

  /** An administrator turned the statement down, with the reason; the member may send another. */
  fundsRejected(to: string, firstName: string, reason: string): Promise<void> {
    return this.#send(to, firstName, 'We could not verify your proof of funds', [
      { kind: 'paragraph', content: 'Our team checked the statement you sent and could not verify it. The reason:' },
      { kind: 'quote', text: reason },
      { kind: 'paragraph', content: 'You can upload another statement dated within the last 30 days.' },
      { kind: 'button', label: 'Upload a statement', url: `${this.#publicUrl}${FUNDS_SETTINGS_PATH}`, plainText: 'url' },
    ]);
  }

  #send(to: string, firstName: string, subject: string, blocks: MailBlock[]): Promise<void> {
    return this.#mailer.send({ to, ...renderMail({ subject, greeting: `Hi ${firstName},`, blocks, footer: UNEXPECTED }) });
  }
}
