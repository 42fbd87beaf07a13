import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import {
  ATTACHMENT_RULE_MESSAGE,
  BLOCKED_BY_THEM_MESSAGE,
  BLOCKED_BY_YOU_MESSAGE,
  CONTACTS_LIMIT_MESSAGE,
  type Conversation,
  type StartConversationResponse,
} from '../modules/engagement/contracts/messaging.ts';
import type { Notification, NotificationList } from '../modules/engagement/contracts/notifications.ts';
import { DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';
import type { SearchPropertiesResult } from '../modules/listings/contracts/search.ts';
import {
  approveListing,
  csrfToken,
  fillRegistration,
  newAccount,
  payForBuyerPlan,
  registerThroughApi,
  type NewAccount,
} from './accounts.ts';
import { expect, reviewScreenshot, test, type Browser, type BrowserContext, type Page } from './fixtures.ts';

/**
 * Messaging between buyers and sellers (spec sections 2, 6 and 9): a buyer contacts a seller from the
 * property page and they talk in /messages, each seeing the other's messages, read receipts and badges
 * without reloading; a free buyer sees the month's contacts left and meets the limit without losing the
 * message; a visitor's message survives signing up; a blocked buyer cannot write. Every journey
 * registers its own members and posts its own listing, so they run in parallel and no count is shared.
 */

/** A context of its own, from an address of its own (the per-address write limits apply to each member alone). */
async function newMemberContext(browser: Browser): Promise<BrowserContext> {
  const address = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  return browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
}

/** Registers `account` through the API in `context` (its pages are then signed in); answers the member's id. */
async function registeredId(context: BrowserContext, account: NewAccount): Promise<string> {
  await registerThroughApi(context.request, account);
  const me = await context.request.get('/api/auth/me');
  return ((await me.json()) as { id: string }).id;
}

interface Listing {
  id: string;
  title: string;
}

/**
 * Turns the signed-in member of `context` into a seller (on the Pro trial, which may publish) and publishes a
 * listing of theirs, which an administrator approves (a new seller's first listing waits for review).
 */
async function postListing(context: BrowserContext): Promise<Listing> {
  const csrf = await csrfToken(context);
  const seller = await context.request.post('/api/users/me/capabilities/seller', { headers: { 'X-CSRF-Token': csrf } });
  expect(seller.ok(), await seller.text()).toBe(true);
  const trial = await context.request.post('/api/billing/subscriptions', {
    data: { audience: 'seller', tier: 'pro', trial: true },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(trial.ok(), await trial.text()).toBe(true);
  const title = `Quail Ridge Tract ${randomUUID().slice(0, 6)}`;
  const listing = { title, category: 'land', city: 'Fredericksburg', state: 'TX', zip: '78624', acres: 12, price: 96_000, terms: ['cash'] };
  const response = await context.request.post('/api/properties', { data: { listing, publish: true }, headers: { 'X-CSRF-Token': csrf } });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await approveListing(id);
  // the seller reads the approval's notice, so their bell counts only what the journey brings
  let notice: Notification | undefined;
  await expect
    .poll(async () => {
      const { notifications } = (await (await context.request.get('/api/notifications')).json()) as NotificationList;
      notice = notifications.find((notification) => notification.kind === 'listing-review');
      return notice;
    })
    .toBeTruthy();
  const read = await context.request.post('/api/notifications/read', { data: { ids: [notice!.id] }, headers: { 'X-CSRF-Token': csrf } });
  expect(read.ok(), await read.text()).toBe(true);
  return { id, title };
}

/** Opens a conversation through the API, as the buyer of `context`. */
async function startConversation(context: BrowserContext, propertyId: string, message: string): Promise<Conversation> {
  const response = await context.request.post('/api/conversations', {
    data: { propertyId, message, clientId: randomUUID() },
    headers: { 'X-CSRF-Token': await csrfToken(context) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as StartConversationResponse).conversation;
}

/** A member with a listing of their own, and a buyer, each signed in in a browser of their own. */
async function sellerAndBuyer(browser: Browser) {
  const sellerContext = await newMemberContext(browser);
  const sellerAccount = newAccount('Sofia');
  await registeredId(sellerContext, sellerAccount);
  const listing = await postListing(sellerContext);
  const buyerContext = await newMemberContext(browser);
  const buyerAccount = newAccount('Bruno');
  await registeredId(buyerContext, buyerAccount);
  return {
    seller: { context: sellerContext, page: await sellerContext.newPage(), account: sellerAccount },
    buyer: { context: buyerContext, page: await buyerContext.newPage(), account: buyerAccount },
    listing,
  };
}

/** axe's WCAG 2.1 A and AA rules, as the accessibility journeys check them. */
async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    elements: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(violations, where).toEqual([]);
}

/** Errors the page throws, and React's hydration complaints: a server-rendered part must hydrate as it was drawn. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('form', { name: 'Send a message' }).getByRole('textbox', { name: 'Message' });

test('a buyer and a seller exchange messages, each seeing the other without reloading; badges rise and clear; "Seen" follows', async ({
  browser,
}) => {
  test.slow();
  const { seller, buyer, listing } = await sellerAndBuyer(browser);
  const buyerName = `${buyer.account.firstName} ${buyer.account.lastName}`;
  const sellerErrors = collectErrors(seller.page);
  const buyerErrors = collectErrors(buyer.page);
  try {
    // the seller waits on their dashboard, the realtime stream open
    await seller.page.goto('/member-dashboard');
    await expect(messagesLink(seller.page)).toHaveAccessibleName('Messages');

    // the buyer writes from the property page; the first message names the listing
    await buyer.page.goto(`/property/${listing.id}`);
    await buyer.page.getByRole('button', { name: 'Contact seller' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Contact the seller' });
    const field = dialog.getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveValue(`Hi, I'm interested in ${listing.title} in Fredericksburg, TX. Is it still available?`);
    await expectNoViolations(buyer.page, 'contact dialog');
    await reviewScreenshot(buyer.page, 'messaging-contact-1280.png');
    await field.fill(`Hi, I'm interested in ${listing.title}.\nIs the survey at https://example.com/survey.pdf current?`);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(buyer.page).toHaveURL(/\/messages\?c=[\w-]+$/);
    await expect(thread(buyer.page)).toContainText('Is the survey at');
    const link = thread(buyer.page).getByRole('link', { name: 'https://example.com/survey.pdf' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');

    // the seller's badges rise without a reload
    await expect(messagesLink(seller.page)).toHaveAccessibleName('Messages, 1 unread');
    await expect(seller.page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    // the seller opens it: the badge clears, and the buyer sees "Seen"
    await messagesLink(seller.page).click();
    await seller.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(buyerName) })
      .click();
    await expect(thread(seller.page)).toContainText('Is the survey at');
    await expect(messagesLink(seller.page)).toHaveAccessibleName('Messages');
    await expect(seller.page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(thread(buyer.page).getByText('Seen')).toBeVisible();

    // the seller replies with Enter; the buyer, on the thread, reads it at once
    await composer(seller.page).fill('It is: surveyed last spring.');
    await composer(seller.page).press('Enter');
    await expect(composer(seller.page)).toHaveValue('');
    await expect(thread(buyer.page)).toContainText('It is: surveyed last spring.');
    await expectNoViolations(seller.page, 'messages page with a conversation');
    // the buyer's page marks it read, and the seller's hears of it: two trips through the event stream
    await expect(thread(seller.page).getByText('Seen')).toBeVisible({ timeout: 15_000 });
    await expect(messagesLink(buyer.page)).toHaveAccessibleName('Messages');

    // Shift+Enter starts a new line; Enter sends both lines as one message
    await composer(buyer.page).fill('Great.');
    await composer(buyer.page).press('Shift+Enter');
    await composer(buyer.page).pressSequentially('Can I walk it Saturday?');
    await composer(buyer.page).press('Enter');
    await expect(thread(seller.page).getByText(/^Great\.\s+Can I walk it Saturday\?$/)).toBeVisible();
    await reviewScreenshot(buyer.page, 'messaging-thread-1280.png');

    // a send that fails keeps its text and is retried with the same clientId: stored once
    await buyer.page.route('**/api/conversations/*/messages', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.fallback(),
    );
    await composer(buyer.page).fill('Does the well have a recent test?');
    await composer(buyer.page).press('Enter');
    await expect(thread(buyer.page).getByText(/^Not sent/)).toBeVisible();
    await buyer.page.unroute('**/api/conversations/*/messages');
    await thread(buyer.page).getByRole('button', { name: 'Retry' }).click();
    await expect(thread(seller.page).getByText('Does the well have a recent test?')).toHaveCount(1);
    await expect(thread(buyer.page).getByText('Does the well have a recent test?')).toHaveCount(1);
    await expect(thread(buyer.page).getByText(/^Not sent/)).toHaveCount(0);

    // the seller sees the inquiry on their listings and on the property page
    await seller.page.goto('/dashboard');
    const row = seller.page.getByRole('table', { name: 'Your listings' }).getByRole('row', { name: new RegExp(listing.title) });
    await expect(row.getByRole('link', { name: '1 inquiry' })).toHaveAttribute('href', '/messages');
    await seller.page.goto(`/property/${listing.id}`);
    await expect(seller.page.getByRole('link', { name: '1 inquiry' })).toBeVisible();
    await expect(seller.page.getByRole('button', { name: 'Contact seller' })).toHaveCount(0);

    // on a phone the list and the thread are two screens
    await buyer.page.setViewportSize({ width: 390, height: 844 });
    await buyer.page.goto('/messages');
    await reviewScreenshot(buyer.page, 'messaging-list-390.png');
    await buyer.page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await expect(thread(buyer.page)).toBeVisible();
    await expect(buyer.page.getByRole('list', { name: 'Conversations' })).toBeHidden();
    await reviewScreenshot(buyer.page, 'messaging-thread-390.png');
    await buyer.page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(buyer.page.getByRole('list', { name: 'Conversations' })).toBeVisible();

    // the server-rendered pages on the way (the property page, signed in as its buyer and as its seller) hydrated cleanly
    expect([...sellerErrors, ...buyerErrors]).toEqual([]);
  } finally {
    await seller.context.close();
    await buyer.context.close();
  }
});

test('a free buyer sees the month’s contacts go down over three sellers; at the fourth the upgrade dialog keeps the message', async ({
  browser,
  page,
}) => {
  test.slow();
  const { seller, buyer, listing } = await sellerAndBuyer(browser);
  const contactDialog = buyer.page.getByRole('dialog', { name: 'Contact the seller' });
  const contactsLeft = (left: number) => `${left} of 3 free contacts left this month`;
  try {
    // the direct-message composer counts too
    await buyer.page.goto(`/connections/${DEMO_SELLERS[0].id}`);
    await buyer.page.getByRole('button', { name: 'Message', exact: true }).click();
    const messageDialog = buyer.page.getByRole('dialog', { name: `Message ${DEMO_SELLERS[0].firstName}` });
    await expect(messageDialog).toContainText(contactsLeft(3));
    await messageDialog.getByRole('button', { name: 'Cancel' }).click();

    const { hits } = (await (await page.request.get('/api/properties/search?limit=100')).json()) as SearchPropertiesResult;
    for (const [index, demoSeller] of DEMO_SELLERS.entries()) {
      const hit = hits.find((entry) => entry.userId === demoSeller.id);
      expect(hit, `a listing of ${demoSeller.email}`).toBeDefined();
      await buyer.page.goto(`/property/${hit!.id}`);
      await buyer.page.getByRole('button', { name: 'Contact seller' }).click();
      await expect(contactDialog).toContainText(contactsLeft(3 - index));
      await contactDialog.getByRole('button', { name: 'Send message' }).click();
      await expect(buyer.page).toHaveURL(/\/messages\?c=[\w-]+$/);
    }

    // the fourth seller: none left, and the message written is not lost to the upgrade dialog
    const message = 'Would you take $90,000 cash, closing in two weeks?';
    await buyer.page.goto(`/property/${listing.id}`);
    await buyer.page.getByRole('button', { name: 'Contact seller' }).click();
    await expect(contactDialog).toContainText(contactsLeft(0));
    await contactDialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await reviewScreenshot(buyer.page, 'messaging-contacts-left-1280.png');
    await contactDialog.getByRole('button', { name: 'Send message' }).click();
    const upgrade = buyer.page.getByRole('dialog', { name: 'Contacts Limit Reached' });
    await expect(upgrade).toContainText(CONTACTS_LIMIT_MESSAGE);
    await expect(upgrade.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    await reviewScreenshot(buyer.page, 'messaging-contacts-limit-1280.png');
    await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(upgrade).toBeHidden();
    await expect(contactDialog.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    await expect(buyer.page).toHaveURL(`/property/${listing.id}`);

    // it survives a reload, and a look at the plans
    await buyer.page.reload();
    await buyer.page.getByRole('button', { name: 'Contact seller' }).click();
    await expect(contactDialog.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    await contactDialog.getByRole('button', { name: 'Send message' }).click();
    await upgrade.getByRole('link', { name: 'View Plans' }).click();
    await expect(buyer.page).toHaveURL('/pricing');
    await buyer.page.goBack();
    await expect(buyer.page).toHaveURL(`/property/${listing.id}`);
    await buyer.page.getByRole('button', { name: 'Contact seller' }).click();
    await expect(contactDialog.getByRole('textbox', { name: 'Message' })).toHaveValue(message);

    // on Buyer Plus nothing is counted: the message goes, and the draft with it
    await contactDialog.getByRole('button', { name: 'Cancel' }).click();
    await payForBuyerPlan(buyer.context, 'plus');
    await buyer.page.reload();
    await buyer.page.getByRole('button', { name: 'Contact seller' }).click();
    await expect(contactDialog.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    await expect(contactDialog).not.toContainText('free contacts left');
    await contactDialog.getByRole('button', { name: 'Send message' }).click();
    await expect(buyer.page).toHaveURL(/\/messages\?c=[\w-]+$/);
    await expect(thread(buyer.page)).toContainText(message);
    await buyer.page.goto(`/property/${listing.id}`);
    await buyer.page.getByRole('button', { name: 'Contact seller' }).click();
    await expect(contactDialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
      `Hi, I'm interested in ${listing.title} in Fredericksburg, TX. Is it still available?`,
    );

    await buyer.page.goto('/messages');
    await expect(buyer.page.getByRole('list', { name: 'Conversations' }).getByRole('listitem')).toHaveCount(4);
  } finally {
    await seller.context.close();
    await buyer.context.close();
  }
});

test("a visitor's message to a seller survives signing up, and opens the conversation", async ({ browser, page }) => {
  test.slow();
  const { seller, buyer, listing } = await sellerAndBuyer(browser);
  await buyer.context.close();
  try {
    const text = `Hello! Could you share the plat for ${listing.title}? (${randomUUID().slice(0, 4)})`;
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: 'Contact seller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact the seller' });
    await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
    await dialog.getByRole('button', { name: 'Sign in to send' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/property/${listing.id}?contact=1`)}`);

    // no account yet: the sign-up page keeps where to go back to
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/register\?redirect=/);
    await fillRegistration(page, newAccount('Vera'));

    // back on the property page, the composer is open with the visitor's text
    await expect(page).toHaveURL(`/property/${listing.id}?contact=1`);
    const reopened = page.getByRole('dialog', { name: 'Contact the seller' });
    await expect(reopened.getByRole('textbox', { name: 'Message' })).toHaveValue(text);
    await reopened.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/messages\?c=[\w-]+$/);
    await expect(thread(page)).toContainText(text);
  } finally {
    await seller.context.close();
  }
});

test('a blocked buyer cannot send; unblocking in Settings lets them write again', async ({ browser }) => {
  test.slow();
  const { seller, buyer, listing } = await sellerAndBuyer(browser);
  try {
    const conversation = await startConversation(buyer.context, listing.id, 'Would you take $90,000?');
    await buyer.page.goto(`/messages?c=${conversation.id}`);
    await expect(composer(buyer.page)).toBeVisible();

    // the seller blocks the buyer from the thread's menu, after confirming
    await seller.page.goto(`/messages?c=${conversation.id}`);
    await expect(thread(seller.page)).toContainText('Would you take $90,000?');
    await seller.page.getByRole('button', { name: 'Conversation options' }).click();
    await seller.page.getByRole('menuitem', { name: 'Block member' }).click();
    const confirm = seller.page.getByRole('alertdialog', { name: /^Block / });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(seller.page.getByText(BLOCKED_BY_YOU_MESSAGE)).toBeVisible();
    await expect(composer(seller.page)).toHaveCount(0);

    // the buyer's composer gives way to the explanation, without a reload; the API refuses too
    await expect(buyer.page.getByText(BLOCKED_BY_THEM_MESSAGE)).toBeVisible();
    await expect(composer(buyer.page)).toHaveCount(0);
    await reviewScreenshot(buyer.page, 'messaging-blocked-1280.png');
    const refused = await buyer.context.request.post(`/api/conversations/${conversation.id}/messages`, {
      data: { body: 'Hello?', clientId: randomUUID() },
      headers: { 'X-CSRF-Token': await csrfToken(buyer.context) },
    });
    expect(refused.status()).toBe(403);

    // Settings lists the blocked buyer; unblocking brings the composers back
    await seller.page.goto('/settings');
    const blocked = seller.page.getByRole('region', { name: 'Blocked members' });
    await expect(blocked).toContainText(`${buyer.account.firstName} ${buyer.account.lastName}`);
    await blocked.getByRole('button', { name: /^Unblock/ }).click();
    await expect(blocked).toContainText('You have not blocked anyone.');
    await expect(composer(buyer.page)).toBeVisible();
  } finally {
    await seller.context.close();
    await buyer.context.close();
  }
});

test('a long conversation loads its earlier messages on demand', async ({ browser }) => {
  test.slow();
  const { seller, buyer, listing } = await sellerAndBuyer(browser);
  try {
    const conversation = await startConversation(buyer.context, listing.id, 'Message 1');
    // 55 messages in all, the two members taking turns (each stays under the per-minute limit)
    for (let number = 2; number <= 55; number++) {
      const from = number % 2 === 0 ? seller.context : buyer.context;
      const response = await from.request.post(`/api/conversations/${conversation.id}/messages`, {
        data: { body: `Message ${number}`, clientId: randomUUID() },
        headers: { 'X-CSRF-Token': await csrfToken(from) },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await buyer.page.goto(`/messages?c=${conversation.id}`);
    await expect(thread(buyer.page).getByText('Message 55', { exact: true })).toBeVisible();
    await expect(thread(buyer.page).getByText('Message 1', { exact: true })).toHaveCount(0);
    // scrolling up to the top loads the earlier page (the button there does too), keeping the place
    await buyer.page.getByRole('button', { name: 'Load earlier messages' }).scrollIntoViewIfNeeded();
    await expect(thread(buyer.page).getByText('Message 1', { exact: true })).toBeAttached();
    await expect(thread(buyer.page).getByText('Message 6', { exact: true })).toBeInViewport();
    await expect(buyer.page.getByText('This is the start of your conversation.')).toBeAttached();
    await expect(buyer.page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
  } finally {
    await seller.context.close();
    await buyer.context.close();
  }
});

test('a buyer attaches a photo and a PDF; the seller sees the photo and downloads the PDF', async ({ browser }) => {
  test.slow();
  const { seller, buyer, listing } = await sellerAndBuyer(browser);
  try {
    const conversation = await startConversation(buyer.context, listing.id, 'I have the survey and a photo of the gate.');
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5a8f4e' } })
      .png()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

    await buyer.page.setViewportSize({ width: 390, height: 844 });
    await buyer.page.goto(`/messages?c=${conversation.id}`);
    const form = buyer.page.getByRole('form', { name: 'Send a message' });
    const files = form.getByTestId('attachment-input');
    // neither a photo nor a PDF: refused before uploading
    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByRole('alert')).toHaveText(ATTACHMENT_RULE_MESSAGE);
    await files.setInputFiles([
      { name: 'gate.png', mimeType: 'image/png', buffer: photo },
      { name: 'survey.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    const attached = form.getByRole('list', { name: 'Attached files' });
    await expect(attached.getByRole('listitem')).toHaveCount(2);
    await expect(attached).not.toContainText('Uploading…');
    await expect(attached).toContainText('survey.pdf');
    await reviewScreenshot(buyer.page, 'messaging-attachments-composer-390.png');
    await composer(buyer.page).fill('Survey and gate attached.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(attached).toHaveCount(0);
    await expect(thread(buyer.page).getByRole('img', { name: 'gate.png' })).toBeVisible();
    await expect(thread(buyer.page).getByRole('link', { name: /survey\.pdf/ })).toBeVisible();

    await seller.page.goto(`/messages?c=${conversation.id}`);
    const image = thread(seller.page).getByRole('img', { name: 'gate.png' });
    await expect(image).toBeVisible();
    // loaded from the members-only address: the 1200 px photo as stored
    await expect(image).toHaveJSProperty('naturalWidth', 1200);
    const download = thread(seller.page).getByRole('link', { name: /survey\.pdf/ });
    await expect(download).toContainText('PDF');
    const file = await seller.context.request.get((await download.getAttribute('href'))!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="survey\.pdf"/);
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
    await expectNoViolations(seller.page, 'thread with attachments');
    await reviewScreenshot(seller.page, 'messaging-attachments-1280.png');

    // a stranger gets nothing
    const strangerContext = await newMemberContext(browser);
    await registeredId(strangerContext, newAccount('Stella'));
    expect((await strangerContext.request.get((await download.getAttribute('href'))!)).status()).toBe(404);
    await strangerContext.close();
  } finally {
    await seller.context.close();
    await buyer.context.close();
  }
});
