import { renderMail, type MailBlock } from '../../shared/kernel/mail-layout.ts';
import type { Mailer } from '../../shared/kernel/mailer.port.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';

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

  #send(to: string, firstName: string, subject: string, blocks: MailBlock[]): Promise<void> {
    return this.#mailer.send({ to, ...renderMail({ subject, greeting: `Hi ${firstName},`, blocks, footer: UNEXPECTED }) });
  }
}
