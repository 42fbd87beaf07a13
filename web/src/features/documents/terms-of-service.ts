import { SUPPORT_EMAIL } from '@/lib/support.ts';
import type { SiteDocument } from './document.ts';

/** The agreement between DealAcre and the people who use it. */
export const TERMS_OF_SERVICE: SiteDocument = {
  title: 'Terms of Service',
  effective: '2026-11-25',
  summary:
    'These terms are the agreement between you and DealAcre when you browse the marketplace, create an account, post a deal, message another member, ask for a cash offer or buy a plan. Please read them: by using DealAcre you accept them.',
  sections: [
    {
      id: 'the-service',
      title: 'What DealAcre is, and is not',
      body: [
        'DealAcre is an online marketplace where wholesalers and sellers list land and property deals, and buyers and investors search them, message sellers, analyze deals and find joint-venture partners. Owners can also ask investors on DealAcre for a cash offer.',
        'DealAcre is a venue, not a party to any deal. We are not a real estate broker, agent, lender, appraiser, title company, attorney or financial adviser, we do not own, inspect or verify the properties listed, and we do not take part in negotiations, contracts, assignments or closings between members.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: [
        [
          'You must be at least 18 and able to make a binding contract to create an account.',
          'Give us accurate information and keep your email address current: we send verification, security and billing mail there.',
          'Keep your password to yourself. You are responsible for what happens under your account; tell us at once if you think someone else used it. You can end your sessions on every device in Settings.',
          'One person, one account. Accounts may not be sold or transferred.',
        ],
      ],
    },
    {
      id: 'listings',
      title: 'Posting listings',
      body: [
        'If you post a listing you promise that:',
        [
          'you own the property, hold it under contract with the right to assign or market it, or are authorized by the owner to market it, and you say which in the listing when it is not your own;',
          'the listing is accurate and not misleading: price, acreage, location, condition, access, utilities, zoning and terms as you know them, and you update or withdraw it when they change or the deal is gone;',
          'you hold the rights to the photos and text you upload, and they show the property listed;',
          'your listing and your dealings comply with the law, including fair housing law, state real estate licensing and wholesaling rules, and disclosure requirements.',
        ],
        'You keep ownership of what you post. You give DealAcre a worldwide, non-exclusive, royalty-free license to host, copy, resize, display and distribute it to run and promote the marketplace, for as long as it is posted and for a reasonable time after for backups. Listings expire after 90 days unless you renew them.',
      ],
    },
    {
      id: 'buyers',
      title: 'Buying and investing',
      body: [
        'Do your own due diligence before you make an offer or sign anything: verify title, ownership and authority to sell, access, boundaries and survey, zoning, utilities, taxes and liens, environmental conditions and the numbers. Numbers from the deal calculator are estimates from the figures you enter; they are not an appraisal or advice. Consider talking to a licensed professional.',
      ],
    },
    {
      id: 'messages',
      title: 'Messages and contact between members',
      body: [
        'Use messaging for real questions and offers about deals. Do not send spam, bulk unsolicited messages, harassment, threats, or requests to pay outside an agreed deal, and do not collect other members\u2019 contact details to market to them elsewhere. Free buyer accounts may start conversations with a limited number of sellers each month; replies are never limited. Members can block you and report conversations, and we review reports.',
      ],
    },
    {
      id: 'seller-leads',
      title: 'Cash-offer requests (seller leads)',
      body: [
        'When you ask for a cash offer on the homepage, you ask us to share your request with investors on DealAcre who buy in your area, and you agree that the investor who takes it may call, text or email you about an offer. You are under no obligation to accept any offer. Give only information you have the right to share, about a property you own or are authorized to sell.',
        'Investors who take a lead agree to contact the owner only about an offer on that property, to respect a request to stop, and to comply with telemarketing and consumer protection law. Leads may not be resold or shared outside DealAcre.',
      ],
    },
    {
      id: 'plans-and-billing',
      title: 'Plans, trials and billing',
      body: [
        [
          'Browsing is free. Paid buyer and seller plans are billed monthly in advance in US dollars through our payment processor, Stripe, at the price shown on the pricing page when you subscribe, plus any applicable tax.',
          'Paid seller plans may start with a 14-day free trial, once per account. If you add a payment method, the plan you chose starts when the trial ends and is charged then; if you do not, the trial ends and your account returns to the free plan.',
          'Plans renew automatically each month until you cancel. You can cancel at any time in Settings; the plan stays active until the end of the period you paid for, and is not renewed after.',
          'Payments are non-refundable except where the law requires a refund or we say otherwise in writing. If a renewal fails we retry it; if it keeps failing, the plan ends.',
          'We may change prices or plan features for the next billing period after telling you at least 30 days ahead; you can cancel before the change applies.',
          'Each plan has limits (for example active listings, featured listings, contacts or saved searches). When a plan ends or changes to a smaller one, what you made is kept, but what exceeds the new plan is paused or unpublished until you upgrade or make room.',
        ],
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: [
        'Do not:',
        [
          'post fraudulent, fake, duplicate or bait listings, or list a property you have no right to market;',
          'scrape, copy in bulk or republish listings or member information, or use automated means to access DealAcre beyond the rate limits, except through an API we offer you;',
          'probe, attack or overload the service, get around its limits or security, or access accounts or data that are not yours;',
          'impersonate anyone, or misrepresent your identity, license or relationship to a property;',
          'upload malware, or content that is unlawful, discriminatory, infringing or that you have no right to share.',
        ],
      ],
    },
    {
      id: 'enforcement',
      title: 'Removing content and closing accounts',
      body: [
        'We may remove or unpublish content, limit features, or suspend or close an account that breaks these terms or puts members or DealAcre at risk, and we will tell you why unless the law or safety prevents it. You may close your account at any time in Settings. Sections that by their nature should survive, such as licenses already used, disclaimers, limits of liability and disputes, survive the end of your account.',
      ],
    },
    {
      id: 'our-content',
      title: 'Our service and content',
      body: [
        'DealAcre\u2019s software, design, text and logos belong to us or our licensors. We give you a personal, non-transferable right to use the service under these terms. Feedback you send us may be used without obligation to you.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: [
        'DealAcre is provided "as is" and "as available". We do not promise that listings or member information are accurate, that any deal will close, that an owner will receive an offer within any time, or that the service will be uninterrupted or error-free. To the extent the law allows, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: [
        'To the extent the law allows, DealAcre is not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, lost deals or lost data, arising from your use of the service or from dealings between members. Our total liability for any claim is limited to the greater of the amount you paid us in the 12 months before the claim and $100.',
        'You agree to indemnify DealAcre against claims by others arising from your listings, your dealings with other members, or your breach of these terms.',
      ],
    },
    {
      id: 'disputes',
      title: 'Disputes between members',
      body: [
        'Disputes about a property or a deal are between the members involved. We may, but need not, help; you release DealAcre from claims arising from such disputes to the extent the law allows.',
      ],
    },
    {
      id: 'law',
      title: 'Governing law',
      body: [
        'These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Before filing a claim, write to us so we can try to resolve it informally within 60 days. Nothing here limits rights that consumer protection law in your state gives you and that cannot be waived.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: [
        'We may update these terms. We publish the new version here with its effective date and, for a material change, tell members by email or in the app at least 30 days before it takes effect. If you keep using DealAcre after that, the new terms apply; if you do not agree, close your account before then.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [`Questions about these terms: ${SUPPORT_EMAIL}.`],
    },
  ],
};
