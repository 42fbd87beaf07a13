import { renderMail } from '../../shared/kernel/mail-layout.ts';
import type { MailMessage } from '../../shared/kernel/mailer.port.ts';
import { countyLabel } from '../../shared/kernel/place-names.ts';
import { LEAD_SITUATION_LABELS } from '../contracts/seller-leads.ts';
import type { SellerLead } from '../domain/seller-lead.entity.ts';

const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** "Travis County, TX", "Austin, TX", "TX" or null */
function areaOf(lead: SellerLead): string | null {
  const place = lead.county ? countyLabel(lead.county) : lead.city;
  return [place, lead.state].filter(Boolean).join(', ') || null;
}

interface OwnerMail {
  lead: SellerLead;
  subject: string;
  leadIn: string;
  details: [string, string][];
  next: string[];
}

const CLOSING = 'If any of this is wrong, or you did not ask for an offer, reply to this email and we will fix or delete it.';

/** A mail to the owner who sent a lead: a line, a table of details, what happens next. */
function ownerMail({ lead, subject, leadIn, details, next }: OwnerMail): MailMessage {
  return {
    to: lead.email,
    ...renderMail({
      subject,
      greeting: `Hi ${firstNameOf(lead.fullName)},`,
      blocks: [
        { kind: 'paragraph', content: leadIn },
        { kind: 'details', rows: details },
        { kind: 'list', title: 'What happens next', items: next },
        { kind: 'paragraph', content: CLOSING },
      ],
    }),
  };
}

/**
 * The owner's confirmation: what they sent, and what really happens next. Investors who buy in the area
 * have it (no promise of an offer: one of them may call), or none covers the area yet and the team
 * reviews it from the administrators' queue.
 */
export function sellerLeadConfirmationMail(lead: SellerLead): MailMessage {
  const area = areaOf(lead);
  const covered = lead.nextStep === 'investors_notified';
  return ownerMail({
    lead,
    subject: covered
      ? 'We received your property: local investors have your request'
      : 'We received your property: our team will review your request',
    leadIn: 'Thank you: we received your request for a cash offer.',
    details: [
      ['Property', lead.propertyAddress],
      ['Name', lead.fullName],
      ['Phone', lead.phone],
      ['Email', lead.email],
      ...(lead.situation ? ([['Situation', LEAD_SITUATION_LABELS[lead.situation]]] as [string, string][]) : []),
    ],
    next: covered
      ? [
          `${area ? `Cash buyers on DealAcre who invest in ${area}` : 'Cash buyers on DealAcre who invest in your area'} have your request. They see your property's situation and area, never your contact details.`,
          'An investor who takes it sees your name, phone and email and may call you. We will email you their name when one does.',
          'You are under no obligation: hear any offer, ask questions, and decide in your own time.',
        ]
      : [
          `No investor on DealAcre buys in ${area ?? 'your area'} yet. Our team will review your request and reply by email within 2 business days.`,
          'If an investor who buys in your area takes it meanwhile, we will email you their name and they may call you.',
          'You are under no obligation: hear any offer, ask questions, and decide in your own time.',
        ],
  });
}

/** The owner learns who took their lead and will call. */
export function leadClaimedMail(lead: SellerLead, investorName: string): MailMessage {
  return ownerMail({
    lead,
    subject: `${investorName} will call you about your property`,
    leadIn: `${investorName}, an investor on DealAcre, has taken your request for a cash offer and will call you.`,
    details: [
      ['Property', lead.propertyAddress],
      ['Investor', investorName],
      ['They will call', lead.phone],
    ],
    next: [
      `Expect a call from ${investorName}, usually within 24 hours, to ask about the property and arrange a visit if needed.`,
      'Ask for the offer in writing, and take the time you need to decide.',
    ],
  });
}
