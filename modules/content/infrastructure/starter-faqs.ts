import { newId } from '../../shared/kernel/ids.ts';

/** Saved searches keep every filter of the search page and alert by mail; content-0004 updates databases made before. */
export const SAVED_SEARCH_ANSWER =
  'Yes. On the search page choose Save search: it keeps every filter, the map area and the sort, and you can load it again from the Saved tab on the home page or your member dashboard, which also shows how many new listings matched since you last looked. Free buyers keep up to 3 saved searches; Buyer Plus and Buyer Pro keep as many as they like and get alerts when a listing matches, comes back on the market or drops in price: in the app, and by email right away or in a daily digest at the hour you choose.';

/**
 * The help widget's starter FAQs, written for this product (plans and prices of spec section 9,
 * buyer limits of section 6, the calculator, messaging, the JV board, email settings). A migration
 * puts them into every new installation once; administrators maintain them from there.
 */
export const STARTER_FAQS: ReadonlyArray<{ category: string; faqs: ReadonlyArray<readonly [question: string, answer: string]> }> = [
  {
    category: 'Buying',
    faqs: [
      [
        'Does it cost anything to browse and buy deals?',
        'No. Browsing is free, and so is the Buyer Free plan: you can search every listing, use the deal calculator, keep 10 favorites, contact 3 different sellers a month and view the joint venture (JV) board. Buyer Plus ($19 a month) and Buyer Pro ($39 a month) remove the contact and favorite limits.',
      ],
      [
        'How many sellers can I contact on the free plan?',
        'A free buyer can start conversations with 3 different sellers per calendar month (counted in UTC). Writing again to a seller you already contacted this month, and replying in any conversation, never counts. Contacting a 4th new seller asks you to upgrade; Buyer Plus and Buyer Pro are unlimited.',
      ],
      [
        'How do favorites work?',
        'Tap the heart on any property card to save it; tap it again to remove it. Your favorites are private to you. Free accounts keep up to 10 favorites; Buyer Plus and Buyer Pro have no limit. Removing a favorite frees its place at once.',
      ],
      [
        'How do I find the right properties?',
        'Use the search box: pick a category (land, residential, commercial, agricultural and more), type a city, county, state or ZIP, and tick "Show only Joint Venture opportunities" if you want JV deals only. The search page adds price, acreage and price-per-acre filters, sorting, and a map you can pan and zoom.',
      ],
      ['Can I save a search and get alerts?', SAVED_SEARCH_ANSWER],
      [
        'What do the FEATURED banner and the JV badge mean?',
        'FEATURED marks a listing its seller chose to promote (Pro sellers can feature one listing a month, Premium sellers any number). The JV badge means the seller is open to a joint venture on that deal, so you can propose partnering instead of buying outright.',
      ],
    ],
  },
  {
    category: 'Selling and plans',
    faqs: [
      [
        'What do the seller plans cost?',
        'Seller Free is $0 but cannot post properties. Starter is $29 a month for 3 active properties, Pro is $79 a month for 15 active properties and 1 featured listing a month, and Premium is $149 a month for unlimited listings and featured listings. Every paid plan includes messaging, the deal pipeline and lead management.',
      ],
      [
        'Is there a free trial?',
        'Yes. Paid seller plans start with a 14-day trial, once per account. During the trial you have Pro limits: up to 15 active properties, 1 featured listing, and the pipeline and lead tools.',
      ],
      [
        'How do I start selling?',
        'Turn on the seller capability in Settings (or choose a seller plan on the Pricing page, which does it for you), pick a plan, then use List Property. One account can buy and sell: switch between buyer and seller mode from the menu in the header.',
      ],
      [
        'How do I edit or delete my listing?',
        "Open your listing or find its card: only you, the owner, see Edit and Delete. Deleting asks for confirmation and cannot be undone; the listing disappears from search, the map and other members' favorites.",
      ],
      [
        'What is a featured listing?',
        'A featured listing carries the FEATURED banner and stands out in the marketplace. Pro includes 1 featured listing per month (the trial includes 1), Premium has no limit, and Starter does not include featuring.',
      ],
    ],
  },
  {
    category: 'The deal calculator',
    faqs: [
      [
        'What can the deal calculator analyze?',
        "Rental income, fix-and-flip profit, wholesale margin, BRRRR (buy, rehab, rent, refinance, repeat) and land deals. Results update as you type, every figure has a short explanation, and you get charts, a multi-year projection and the loan's amortization table. It is included on every plan; you only need to be signed in.",
      ],
      [
        'Can I analyze a property listed here?',
        'Yes. On a property page, choose "Analyze this deal": the calculator opens with that listing\'s figures filled in, and you adjust the rest (rent, repairs, financing) to your own assumptions.',
      ],
      [
        'Can I save or share an analysis?',
        'Yes. Save an analysis under a name to come back to it later, duplicate it to compare scenarios, or create a read-only share link for a partner or lender. You can revoke a share link at any time, and it stops working at once. Print / Save as PDF turns an analysis into a one- or two-page report.',
      ],
      [
        'How is the loan payment calculated?',
        'With the standard amortization formula: the yearly rate divided by 12, over the loan term in months. Points are a percentage of the loan paid up front and count as cash invested. An interest-only loan pays interest each month and repays the whole principal at the end of the term.',
      ],
      [
        'What are the 1% rule and the 50% rule?',
        'Quick screening rules for rentals. The 1% rule checks that monthly rent is at least 1% of the price; the calculator shows it on the purchase price and on price plus repairs. The 50% rule assumes operating expenses and vacancy take about half of gross rent and shows the cash flow that would leave. They are rules of thumb, not a substitute for the full analysis.',
      ],
    ],
  },
  {
    category: 'Joint ventures and messaging',
    faqs: [
      [
        'What is the JV board?',
        'The joint venture board is where investors find partners: it lists opportunities whose sellers are open to a joint venture, for example to share the funding, the rehab or the profit. Every buyer can view it; Buyer Pro members are featured on it.',
      ],
      [
        'How do I contact a seller?',
        'Open the property and choose "Contact seller". If you are signed out, sign in or register and you come back to your message as you left it. Each buyer and listing share one conversation, which continues every time you write again; find all of them under Messages.',
      ],
      [
        'Are there limits on messages?',
        'A message is 1 to 5,000 characters of plain text. To keep spam out, a member sends at most 30 messages a minute and opens at most 20 new conversations an hour. Free buyers start conversations with 3 different sellers a month; replying is never limited.',
      ],
      [
        'Will I get an email when someone writes to me?',
        'If a message is still unread 5 minutes after it arrives, we email it to you with a link to the conversation: at most one email per conversation every 15 minutes, and only to a confirmed email address with "Messages by email" turned on in Settings > Notifications.',
      ],
      [
        'How do I block or report someone?',
        'In a conversation, choose "Block member" and they can no longer message you; unblock them later in Settings. To report spam, a scam or abuse, choose "Report conversation": the report goes to our administrators for review.',
      ],
    ],
  },
  {
    category: 'Account and billing',
    faqs: [
      [
        'How do I upgrade, change or cancel my plan?',
        'Go to Pricing to pick a plan, or to Settings > Billing to change or cancel it. A cancelled plan stays active until the end of the period you paid for, and you can resume it before then.',
      ],
      [
        'Where do I find my receipts and payment method?',
        'Settings > Billing lists every charge as a receipt, and lets you manage your card through our payment provider. Prices are in US dollars per month.',
      ],
      [
        'How do I choose which emails I get, or unsubscribe?',
        "In Settings > Notifications every topic (messages, listing alerts, connections, joint ventures, listing activity, billing, product news) has one switch for the bell in the app and one for email. Every notification email also carries an unsubscribe link that works without signing in, and your mail app's one-click unsubscribe works too.",
      ],
      [
        'I forgot my password. What do I do?',
        'Choose "Forgot password?" on the sign-in page and enter your email address. We email you a link to set a new password; it works for a limited time and only once.',
      ],
    ],
  },
];

/** a SQL string literal */
export const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The statements inserting the starter FAQs (fresh ids; `now` as their creation time). */
export function starterFaqsSql(now: Date): string[] {
  const statements: string[] = [];
  for (const [categoryPosition, { category, faqs }] of STARTER_FAQS.entries()) {
    const categoryId = newId();
    statements.push(
      `insert into content.faq_categories (id, name, position) values ('${categoryId}', ${literal(category)}, ${categoryPosition})`,
    );
    for (const [position, [question, answer]] of faqs.entries()) {
      statements.push(
        `insert into content.faqs (id, category_id, question, answer, position, created_at, updated_at)
         values ('${newId()}', '${categoryId}', ${literal(question)}, ${literal(answer)}, ${position}, '${now.toISOString()}', '${now.toISOString()}')`,
      );
    }
  }
  return statements;
}
