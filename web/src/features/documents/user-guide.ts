import { BUYER_PLANS, SELLER_PLANS, TRIAL_DAYS } from '@contracts/billing/contracts/plans.ts';
import { SUPPORT_EMAIL } from '@/lib/support.ts';
import type { SiteDocument } from './document.ts';

const freeBuyer = BUYER_PLANS.find((plan) => plan.tier === 'free')!.limits;
const plus = BUYER_PLANS.find((plan) => plan.tier === 'plus')!;
const starter = SELLER_PLANS.find((plan) => plan.tier === 'starter')!;

/** How to use DealAcre, screen by screen, for buyers and for sellers. */
export const USER_GUIDE: SiteDocument = {
  title: 'User Guide',
  effective: '2026-11-25',
  summary:
    'How to find deals, keep track of them, reach sellers and run the numbers as a buyer; and how to list deals, answer buyers and take leads as a seller. Every step names the screen and the button you will see.',
  sections: [
    {
      id: 'buyers-find',
      title: 'Buyers: find deals',
      body: [
        'You can browse without an account.',
        [
          'On the homepage, "Find your next deal" filters the latest listings as you type: pick a category (Land, Residential, Commercial\u2026), type a place or a word, or tick "Show only Joint Venture opportunities". Click an active category again to clear it.',
          'Search Properties opens the full search: filters for property type, deal (joint venture, featured), location (states and counties), asking terms, price, acres, price per acre, beds and baths, each with the number of listings it would show. Sort by newest, price, acreage or price per acre.',
          'Switch between List, Split and Map. On the map, drag and zoom, and tick "Search as I move the map" to search the area on screen. Everything you choose is in the address, so a link shares the exact search.',
          'A property page shows the photos, asking price, price per acre, terms, the facts of the land and buildings, the place on the map, and the seller.',
        ],
      ],
    },
    {
      id: 'buyers-keep',
      title: 'Buyers: keep track',
      body: [
        [
          `The heart on a card or a property page saves it to Saved properties on your member dashboard. A free account keeps ${freeBuyer.favorites}.`,
          'Save search (on the search page, or "Save current search" on the homepage\u2019s Saved tab) keeps every filter of a search under a name. Load it from the Saved tab in one click, or open it from Saved searches on your member dashboard, which also counts the new matches since you last looked.',
          `Alerts: with Buyer Plus ($${plus.monthlyPrice} a month) or Buyer Pro, each saved search can email you Instant (as soon as a listing matches, is back on the market or drops in price) or as a Daily digest at the time and time zone you choose. The bell in the header shows matches too. A free account keeps ${freeBuyer.savedSearches} saved searches without alerts.`,
        ],
      ],
    },
    {
      id: 'buyers-contact',
      title: 'Buyers: contact sellers',
      body: [
        [
          'On a property page, Contact seller opens a message with a first line about the listing already written. Send it and the conversation is in Messages, with the listing pinned on top.',
          `A free account can start conversations with ${freeBuyer.contactsPerMonth} different sellers each month; replies are never limited. Buyer Plus and Pro are unlimited.`,
          'In Messages, Enter sends and Shift+Enter starts a new line. Attach photos or PDFs of up to 10 MB, or paste and drop them. A message that did not go through says so and keeps your text to retry.',
          'The header\u2019s Messages link shows how many messages you have not read; the bell shows new activity. Block member in a conversation stops their messages (unblock in Settings); you can also report a conversation to us.',
        ],
      ],
    },
    {
      id: 'buyers-analyze',
      title: 'Buyers: run the numbers',
      body: [
        'Analyze on a property page (or Calculator in the header when signed in) opens the deal calculator with the listing\u2019s price: rental income and cash flow, flip profit, wholesale margin, and buy-rent-refinance-repeat. Save an analysis to come back to it.',
      ],
    },
    {
      id: 'sellers-start',
      title: 'Sellers: get started',
      body: [
        [
          'In Settings, under Capabilities, enable the seller capability. The mode switcher in your account menu then moves you between buyer and seller mode.',
          `Choose a seller plan on the Pricing page. Every paid plan starts with a ${TRIAL_DAYS}-day free trial with the limits of Pro; plans start at $${starter.monthlyPrice} a month. Posting needs a plan.`,
        ],
      ],
    },
    {
      id: 'sellers-list',
      title: 'Sellers: list a property',
      body: [
        [
          'List Property (in the header) opens the form: Basics (title, category, description), Location (address, ZIP, and a pin you place on the map), Property (acres and the building facts), Price and terms, Joint venture, Photos and Featured.',
          'What you type is kept on this device until you save, so a closed tab loses nothing. Save draft to finish later; Publish listing to put it live.',
          'While you write, the form shows how many buyers\u2019 saved searches the listing would match: the demand for it, without naming anyone.',
          'Photos: drag to reorder; the first is the cover. They are resized and stripped of their location data.',
        ],
      ],
    },
    {
      id: 'sellers-manage',
      title: 'Sellers: manage listings and buyers',
      body: [
        [
          'Your dashboard lists your listings with their status, views, favorites, inquiries and saved-search matches. Each row\u2019s menu edits, publishes or unpublishes, marks it under contract, back on the market or sold, or deletes it.',
          'Listings stay live for 90 days; republish to renew them. If your plan ends or shrinks, listings beyond it are unpublished, never deleted.',
          'Buyers\u2019 questions arrive in Messages; each listing\u2019s inquiries count shows on your dashboard.',
          'Seller leads: owners who want a cash offer fill the form on the homepage. Choose the states and counties you buy in under Settings > Lead markets; the open leads there show on your dashboard with their situation and place, and Take this lead gives you the owner\u2019s name, phone and email. The plan sets how many you can take each month.',
        ],
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      body: [
        `In Settings you change your profile and photo, email and password, your plan and payment method (and see your receipts), which notifications reach you in the app and by email, the members you blocked, and the devices you are signed in on. Questions the guide does not answer: the help button at the bottom-right of every page, or ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};
