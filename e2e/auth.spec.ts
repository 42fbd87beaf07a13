import { expect, reviewScreenshot, test } from './fixtures.ts';
import { accountMenuButton, DEMO_PASSWORD, fillRegistration, fillSignIn, newAccount, toasts } from './accounts.ts';

test('a visitor registers and lands on the member dashboard, signed in', async ({ page }) => {
  const account = newAccount('Robin');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();

  await fillRegistration(page, account);

  await expect(toasts(page)).toContainText('Account created successfully!');
  await expect(page).toHaveURL('/member-dashboard');
  await expect(accountMenuButton(page, account)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
  // a new address is not verified yet
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  // the investor directory is offered, not joined unasked
  expect(await (await page.request.get('/api/me/profile')).json()).toMatchObject({ isPublic: false });
});

test('a visitor who ticks "List me in the investor directory" registers and is listed in it', async ({ page }) => {
  const account = newAccount('Jordan');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('List me in the investor directory').check();
  await reviewScreenshot(page, 'register-directory-1280.png', { fullPage: true });
  await fillRegistration(page, account);

  await expect(toasts(page)).toContainText('Account created successfully!');
  await expect(page).toHaveURL('/member-dashboard');
  await expect.poll(async () => (await (await page.request.get('/api/me/profile')).json()).isPublic).toBe(true);
  const { profileUrl } = (await (await page.request.get('/api/me/profile')).json()) as { profileUrl: string };
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${account.firstName} ${account.lastName}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().clearCookies();
  await page.goto('/register');
  await reviewScreenshot(page, 'register-directory-390.png', { fullPage: true });
});

test('registration shows field errors next to their fields and sends nothing until they are fixed', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) sent.push(request.url());
  });
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Password', { exact: true }).fill('long enough password');
  await form.getByLabel('Confirm password').fill('a different password');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await expect(form.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  expect(sent).toEqual([]);
});

test('a registered user signs out and is signed out', async ({ page }) => {
  const account = newAccount('Sasha');
  await page.goto('/register');
  await fillRegistration(page, account);
  await expect(page).toHaveURL('/member-dashboard');

  await accountMenuButton(page, account).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  // the session is gone on the server too
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?redirect=%2Fsettings');
});

test('a wrong password shows the inline alert and the Login failed toast', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, 'buyer@demo.dealacre.com', 'not-the-password');

  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Invalid email or password');
  await expect(toasts(page)).toContainText('Login failed');
  await expect(toasts(page)).toContainText('Invalid email or password');
  await expect(page).toHaveURL('/login');
});

test('sign-in sends nothing while a field is empty', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) sent += 1;
  });
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('buyer@demo.dealacre.com');
  await form.getByRole('button', { name: 'Sign In' }).click();

  await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  expect(sent).toBe(0);
});

test('a protected page sends a visitor to sign in, and back to it afterwards', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?redirect=%2Fsettings');

  await fillSignIn(page, 'buyer@demo.dealacre.com', DEMO_PASSWORD);

  await expect(toasts(page)).toContainText('Login successful');
  await expect(toasts(page)).toContainText('Welcome back, Ben!');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the sign-in page links to password recovery and registration, keeping where the visitor was going', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcalculator');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/register?redirect=%2Fcalculator');
});

test('the password field can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});
