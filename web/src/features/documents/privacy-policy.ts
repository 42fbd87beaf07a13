import { SUPPORT_EMAIL } from '@/lib/support.ts';
import type { SiteDocument } from './document.ts';

/** What DealAcre collects, why, who else sees it, and what members can do about it. */
export const PRIVACY_POLICY: SiteDocument = {
  title: 'Privacy Policy',
  effective: '2026-11-25',
  summary:
    'DealAcre is a marketplace where wholesalers and sellers post land and property deals and buyers and investors find them. This policy explains what we collect when you use it, why, who else sees it, how long we keep it, and the choices you have.',
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: [
        'We collect what you give us and a little of what your browser sends us:',
        [
          'Account details: your name, email address, phone number if you add one, profile photo if you upload one, and your password, which we store only as a salted Argon2 hash that cannot be turned back into the password.',
          'What you post: listings (title, description, place, price, acreage, terms, photos) and joint-venture details. Photos are re-encoded when uploaded, which removes their embedded metadata such as camera details and GPS location.',
          'What you do as a member: properties you favorite, searches you save with their filters and alert choices, your digest time and time zone, deals you analyze in the calculator and save, the plan you choose and your notification preferences.',
          'Messages: what you write to other members, the photos and PDF files you attach, when messages were read, members you block and conversations you report.',
          'Seller leads: when you ask for a cash offer on the homepage, the property address, your name, phone, email and, if you choose, your situation (for example probate or relocation).',
          'Technical data: your IP address, browser type, the pages and API calls your browser makes, and the time of each request. We keep your address to limit abuse (rate limits, sign-in protection) and to count a listing view once per visitor per day.',
        ],
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: [
        [
          'To run the marketplace: show listings, answer searches and map views, deliver messages and notifications, and keep your saved searches and favorites.',
          'To tell you about deals: listing alerts and daily digests for your saved searches, when your plan includes them and you have them turned on.',
          'To connect sellers of property with investors: a seller lead is offered to paid investors who buy in its area (see "Who sees what").',
          'To bill you for a paid plan, and to enforce each plan\u2019s limits.',
          'To keep DealAcre safe: detect and stop spam, scraping, fraud and abuse, protect accounts from password guessing, and review reported conversations.',
          'To send service mail: email verification, password resets, receipts and changes to your plan, which you cannot turn off while you have an account.',
        ],
        'We do not sell your personal information, and we do not use it for advertising on other sites.',
      ],
    },
    {
      id: 'who-sees-what',
      title: 'Who sees what',
      body: [
        [
          'Everyone, including visitors who are not signed in, sees published listings, their photos and the seller\u2019s name as shown on the listing.',
          'The member you write to sees your name, profile photo and what you send them, including attachments. Nobody else in the marketplace can read a conversation.',
          'Investors on a paid seller plan who buy in a lead\u2019s area see its situation and place (city, county and state) only. The one investor who takes the lead sees your name, phone, email and the property address, and will contact you about an offer.',
          'Sellers see how many buyers\u2019 saved searches their listing matches, never who the buyers are.',
          'Our administrators can see accounts, listings, reported conversations and seller leads when they need to, to support you, review reports and keep the service running.',
        ],
      ],
    },
    {
      id: 'service-providers',
      title: 'Service providers',
      body: [
        'We share the least information needed with companies that provide a service to us, under contracts that limit their use of it:',
        [
          'Stripe processes payments for paid plans. Your card details go to Stripe directly and never reach our servers; we keep your plan, its status and your invoices (amounts and dates).',
          'Our email provider delivers the mail we send you.',
          'Our hosting providers run the servers and databases that store the information described here.',
          'Map tiles are loaded from a map tile provider (OpenStreetMap by default), which receives your IP address and the map area you view, as any website you visit would.',
        ],
        'We may disclose information when the law requires it, to protect the rights and safety of our members or the public, or as part of a sale or merger of our business, in which case this policy continues to apply to it.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'We use a few cookies that the service needs, and no advertising or cross-site tracking cookies:',
        [
          'A session cookie that keeps you signed in (HttpOnly; it ends after 7 days without use and 30 days after sign-in at the latest).',
          'A security cookie that protects forms and buttons against cross-site request forgery.',
          'A visitor cookie that lets us count a listing view once per visitor per day.',
        ],
        'Your browser may also keep things on your device for you, such as a draft of a listing you are writing or a message you have not sent yet. They stay on your device.',
      ],
    },
    {
      id: 'email-choices',
      title: 'Email and notification choices',
      body: [
        'In Settings, under Notifications, you choose per topic (messages, listing alerts, connections, joint ventures, your listings, billing, product news) whether you hear about it in the app, by email, both or neither. Every email we send about one of these topics has a one-click unsubscribe link that works without signing in.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: [
        [
          'Your account information for as long as you have an account.',
          'Listings until you delete them; expired or unpublished listings stay in your account so you can publish them again.',
          'Messages for as long as either member of the conversation keeps an account; files uploaded but never sent are deleted after a day.',
          'Seller leads for as long as it takes to arrange and follow up on an offer; ask us and we delete yours.',
          'Invoices and payment records for as long as tax and accounting law requires, usually 7 years.',
          'Rate-limit counters for the minutes or hours each limit covers; server logs only as long as we need them to run and secure the service.',
        ],
        'When you delete your account in Settings (you confirm it with your password), we delete your account, profile photo and sessions at once and sign you out everywhere. Content you shared with others, such as listings and messages, is not removed automatically: write to us and we remove it within 30 days.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: [
        'You can see and correct most of your information yourself in Settings. You may also ask us for a copy of the personal information we hold about you, to correct or delete it, or to stop using it for a purpose you object to. Residents of California, Virginia, Colorado, the European Economic Area, the United Kingdom and other places have these rights by law; we honor them for every member.',
        `Write to ${SUPPORT_EMAIL} from the email address of your account. We answer within 30 days and may ask you to confirm your identity first. We will not treat you differently for asking.`,
      ],
    },
    {
      id: 'security',
      title: 'Security',
      body: [
        'We protect your information with encrypted connections (HTTPS), hashed passwords, sessions that can be ended from Settings, limits on repeated sign-in attempts, private storage for message attachments, and access for our staff only when they need it. No service is perfectly secure: use a password you use nowhere else, and tell us at once if you think your account was misused.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      body: [
        'DealAcre is for adults who buy, sell or invest in real estate. It is not meant for anyone under 18, and we do not knowingly collect information about children.',
      ],
    },
    {
      id: 'international',
      title: 'Where your information is stored',
      body: [
        'DealAcre is run from the United States, and your information is stored and processed there. If you use it from elsewhere, you agree to that transfer.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: [
        'When we change this policy we publish the new version here with its effective date. If a change matters to how we use your information, we tell members by email or in the app before it takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [`Questions, requests and complaints about privacy: ${SUPPORT_EMAIL}.`],
    },
  ],
};
