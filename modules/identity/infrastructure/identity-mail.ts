import type { Mailer, MailMessage } from '../../shared/kernel/mailer.port.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';

const SIGNATURE = '\n\n— The DealAcre team\nIf you did not expect this email, you can ignore it.';

/** The account emails: what they say and where their links lead. */
export class IdentityMail {
  readonly #mailer: Mailer;
  readonly #publicUrl: string;

  constructor(mailer: Mailer, settings: PlatformSettings) {
    this.#mailer = mailer;
    this.#publicUrl = settings.publicUrl.replace(/\/$/, '');
  }

  verifyEmail(to: string, firstName: string, token: string): Promise<void> {
    const link = `${this.#publicUrl}/verify-email?token=${token}`;
    return this.#send({
      to,
      subject: 'Confirm your email address',
      text: `Hi ${firstName},\n\nWelcome to DealAcre. Confirm your email address by opening this link (it works for 48 hours):\n\n${link}${SIGNATURE}`,
    });
  }

  confirmNewEmail(to: string, firstName: string, token: string): Promise<void> {
    const link = `${this.#publicUrl}/verify-email?token=${token}`;
    return this.#send({
      to,
      subject: 'Confirm your new email address',
      text: `Hi ${firstName},\n\nYou asked to use this address for your DealAcre account. Confirm it by opening this link (it works for 24 hours):\n\n${link}${SIGNATURE}`,
    });
  }

  resetPassword(to: string, firstName: string, token: string): Promise<void> {
    const link = `${this.#publicUrl}/reset-password?token=${token}`;
    return this.#send({
      to,
      subject: 'Reset your DealAcre password',
      text: `Hi ${firstName},\n\nSomeone (hopefully you) asked to reset the password of your DealAcre account. Choose a new password here (the link works for 1 hour, once):\n\n${link}${SIGNATURE}`,
    });
  }

  passwordChanged(to: string, firstName: string): Promise<void> {
    return this.#send({
      to,
      subject: 'Your DealAcre password was changed',
      text: `Hi ${firstName},\n\nThe password of your DealAcre account was just changed and your other devices were signed out. If this was not you, reset your password now at ${this.#publicUrl}/forgot-password${SIGNATURE}`,
    });
  }

  #send(message: MailMessage): Promise<void> {
    return this.#mailer.send(message);
  }
}
