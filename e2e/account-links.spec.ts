import { expect, test } from './fixtures.ts';
import { fillSignIn, mailedLink, registerThroughPage, toasts } from './accounts.ts';

test('a new user is reminded to verify, asks for the email again, and verifies from the link', async ({ page }) => {
  const account = await registerThroughPage(page);
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText('Please verify your email address');

  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expect(toasts(page)).toContainText('Verification email sent');
  // dismissed for the rest of the browser session
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
  await expect(banner).toBeHidden();

  await page.goto(await mailedLink(page, account.email, '/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified' })).toBeVisible();

  // verified: the reminder stays away even once the dismissal is forgotten
  await page.evaluate('window.sessionStorage.clear()');
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL('/member-dashboard');
  await expect(banner).toBeHidden();
});

test('a user who forgot the password resets it from the emailed link and signs in with the new one', async ({ page, context }) => {
  const account = await registerThroughPage(page);
  await context.clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // the address changes before the page's code has loaded: the sign-in form, with its own Email field, is still shown until then
  const requestForm = page.getByRole('form', { name: 'Request a password reset link' });
  await requestForm.getByLabel('Email').fill(account.email);
  await requestForm.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();

  await page.goto(await mailedLink(page, account.email, '/reset-password'));
  const newPassword = 'a-brand-new-passphrase-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await fillSignIn(page, account.email, newPassword);
  await expect(page).toHaveURL('/member-dashboard');
});

test('a reset link that does not work says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-passphrase-7');
  await page.getByLabel('Confirm new password').fill('a-brand-new-passphrase-7');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('a sign-in link opened while signed out that does not work offers the sign-in page', async ({ page }) => {
  await page.goto('/auto-login?token=not-a-real-token&redirect=%2Fsettings');
  await expect(page.getByRole('alert')).toContainText('This sign-in link did not work');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fsettings');
});

// A journey through a working /auto-login link comes once something in the product mails one.
