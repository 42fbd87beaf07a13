import { randomUUID } from 'node:crypto';
import { csrfToken, payForBuyerPlan, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/**
 * The JV board (docs/features.md, "Joint-venture board"): a Buyer Plus member posts "seeking capital";
 * another member finds it by market
 * and strategy, presses "I'm interested", and the author sees the conversation and the bell; a free buyer
 * who tries to post meets the upgrade dialog; a Buyer Pro post is listed first with its Featured mark;
 * the author deletes the post after a confirmation.
 * Every journey registers its own members and marks its posts with its own word, so runs do not mix.
 */

test('a Plus buyer posts seeking capital; another member finds it and writes; a free buyer meets the upgrade; Pro posts come first', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const word = `Mesquite${randomUUID().slice(0, 6)}`;

  // the Plus buyer posts through the form
  const author = await registeredMember(browser, 'Avery');
  await payForBuyerPlan(author.context, 'plus');
  await author.page.goto('/joint-venture');
  await expect(author.page.getByRole('heading', { level: 1, name: 'Joint Venture Board' })).toBeVisible();
  await author.page.getByRole('button', { name: 'New post' }).click();
  const form = author.page.getByRole('dialog', { name: 'New partner post' });
  await form.getByLabel('Kind').selectOption('seeking-capital');
  await form.getByLabel('Title').fill(`${word} duplex flip needs capital`);
  await form.getByLabel('Smallest amount ($)').fill('50000');
  await form.getByLabel('Largest amount ($)').fill('120,000');
  await form.getByLabel('States').selectOption('TX');
  await form.getByLabel('Counties').fill('Travis County');
  await form.getByLabel('Flip').check();
  await form.getByLabel('Description').fill('Under contract at $310k in East Austin; seeking a capital partner for purchase and rehab.');
  await expectNoA11yViolations(author.page, 'new post form');
  await form.getByRole('button', { name: 'Publish post' }).click();
  await expect(toasts(author.page)).toContainText('Your post is on the board');

  // a Buyer Pro member's post on the same market is featured
  const pro = await registeredMember(browser, 'Parker');
  await payForBuyerPlan(pro.context, 'pro');
  const proPost = await pro.context.request.post('/api/jv/posts', {
    data: {
      kind: 'offering-capital',
      title: `${word} private lender, fast closes`,
      amountMin: 100_000,
      amountMax: 500_000,
      states: ['TX'],
      strategies: ['flip'],
      description: 'Hard money for Texas flips.',
    },
    headers: { 'X-CSRF-Token': await csrfToken(pro.context) },
  });
  expect(proPost.status(), await proPost.text()).toBe(201);

  // a free buyer filters by market and strategy: the Pro post first, marked, then the Plus post
  const free = await registeredMember(browser, 'Frankie');
  await free.page.goto('/joint-venture');
  const filters = free.page.getByRole('search', { name: 'Filter posts' });
  await filters.getByLabel('Search').fill(word);
  await filters.getByLabel('State').selectOption('TX');
  await filters.getByLabel('County').fill('Travis');
  await filters.getByLabel('Strategy').selectOption('flip');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(free.page).toHaveURL(/state=TX/);
  await expect(free.page).toHaveURL(/jvStrategy=flip/);
  const posts = free.page.getByRole('region', { name: 'Partner posts' }).getByRole('article');
  await expect(posts).toHaveCount(1);
  await expect(posts.first()).toContainText(`${word} duplex flip needs capital`);
  await filters.getByLabel('County').fill('');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(posts).toHaveCount(2);
  await expect(posts.first()).toContainText(`${word} private lender`);
  await expect(posts.first()).toContainText('Featured');
  await expect(posts.nth(1)).not.toContainText('Featured');
  await expectNoA11yViolations(free.page, 'board');
  await reviewScreenshot(free.page, 'jv-board-1280.png', { fullPage: true });

  // posting needs a paid plan
  await free.page.getByRole('button', { name: 'New post' }).click();
  const upgrade = free.page.getByRole('dialog', { name: 'Posting Needs an Upgrade' });
  await expect(upgrade).toContainText('Buyer Plus');
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();

  // I'm interested: a message to the author, then the conversation
  await posts
    .nth(1)
    .getByRole('button', { name: `${word} duplex flip needs capital` })
    .click();
  const detail = free.page.getByRole('dialog', { name: `${word} duplex flip needs capital` });
  await expect(detail).toContainText('$50,000 – $120,000');
  await reviewScreenshot(free.page, 'jv-post-detail-1280.png');
  await detail.getByRole('button', { name: "I'm interested" }).click();
  await detail.getByLabel('Message to Avery').fill('I can fund the rehab. What is the ARV?');
  await expectNoA11yViolations(free.page, 'interest dialog');
  await detail.getByRole('button', { name: 'Send message' }).click();
  await expect(free.page).toHaveURL(/\/messages\?c=[\w-]+$/);
  await expect(free.page.getByText(`${word} duplex flip needs capital`).first()).toBeVisible();

  // the author hears the bell and finds the conversation about the post
  await author.page.goto('/joint-venture?mine=true');
  await expect(author.page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await author.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(author.page.getByText('Frankie Fields is interested in your JV post')).toBeVisible();
  await author.page.keyboard.press('Escape');
  await author.page.goto('/messages');
  const conversations = author.page.getByRole('list', { name: 'Conversations' });
  await expect(conversations).toContainText(`JV: ${word} duplex flip needs capital`);
  await conversations.getByRole('link', { name: /Frankie Fields/ }).click();
  await expect(author.page.getByRole('log', { name: 'Messages' })).toContainText('I can fund the rehab. What is the ARV?');

  // the phone layout
  await free.page.setViewportSize({ width: 390, height: 844 });
  await free.page.goto(`/joint-venture?q=${word}`);
  await expect(posts).toHaveCount(2);
  await reviewScreenshot(free.page, 'jv-board-390.png', { fullPage: true });
  await author.page.setViewportSize({ width: 390, height: 844 });
  await author.page.goto('/joint-venture?mine=true');
  await expect(author.page.getByRole('region', { name: 'My posts' }).getByRole('article')).toHaveCount(1);
  await reviewScreenshot(author.page, 'jv-my-posts-390.png', { fullPage: true });
  await free.page.goto('/joint-venture?tab=listings');
  await expect(free.page.getByRole('region', { name: 'Listings open to JV' })).toBeVisible();
  await reviewScreenshot(free.page, 'jv-listings-390.png', { fullPage: true });

  // the author deletes the post after confirming in a dialog; keeping it changes nothing
  const mine = author.page.getByRole('region', { name: 'My posts' }).getByRole('article');
  await mine.first().getByRole('button', { name: 'Delete' }).click();
  const confirm = author.page.getByRole('alertdialog', { name: `Delete “${word} duplex flip needs capital”?` });
  await expect(confirm).toContainText('The post leaves the board for good.');
  await expectNoA11yViolations(author.page, 'delete post dialog');
  await reviewScreenshot(author.page, 'jv-delete-post-390.png');
  await confirm.getByRole('button', { name: 'Keep post' }).click();
  await expect(confirm).toBeHidden();
  await expect(mine).toHaveCount(1);
  await mine.first().getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(toasts(author.page)).toContainText('Post deleted');
  await expect(mine).toHaveCount(0);
  await free.page.goto(`/joint-venture?q=${word}`);
  await expect(posts).toHaveCount(1);
});
