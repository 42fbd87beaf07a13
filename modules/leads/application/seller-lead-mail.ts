import mjml2html from 'mjml';
import { escapeHtml as escape } from '../../shared/kernel/html.ts';
import type { MailMessage } from '../../shared/kernel/mailer.port.ts';
import { LEAD_SITUATION_LABELS } from '../contracts/seller-leads.ts';
import type { SellerLead } from '../domain/seller-lead.entity.ts';

const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** "Travis County, TX", "Austin, TX", "TX" or null */
function areaOf(lead: SellerLead): string | null {
  const place = lead.county ? `${lead.county}${/county|parish|borough/i.test(lead.county) ? '' : ' County'}` : lead.city;
  return [place, lead.state].filter(Boolean).join(', ') || null;
}

interface OwnerMail {
  lead: SellerLead;
  subject: string;
  lead_in: string;
  details: [string, string][];
  next: string[];
}

const FOOTER = 'If any of this is wrong, or you did not ask for an offer, reply to this email and we will fix or delete it.';

/** A mail to the owner who sent a lead: a line, a table of details, what happens next. HTML with a plain-text part. */
async function ownerMail({ lead, subject, lead_in, details, next }: OwnerMail): Promise<MailMessage> {
  const text = [
    `Hi ${firstNameOf(lead.fullName)},`,
    '',
    lead_in,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'What happens next:',
    ...next.map((line) => `- ${line}`),
    '',
    FOOTER,
    '',
    '— The DealAcre team',
  ].join('\n');

  const { html, errors } = await mjml2html(
    `<mjml>
      <mj-head>
        <mj-title>${escape(subject)}</mj-title>
        <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text line-height="1.5" /></mj-attributes>
      </mj-head>
      <mj-body background-color="#f1f5f9" width="600px">
        <mj-section padding="24px 16px 8px">
          <mj-column>
            <mj-text font-size="20px" font-weight="700" color="#047857" padding="0">DealAcre</mj-text>
            <mj-text font-size="16px" color="#0f172a" padding="12px 0 0">Hi ${escape(firstNameOf(lead.fullName))},</mj-text>
            <mj-text font-size="16px" color="#334155" padding="4px 0 0">${escape(lead_in)}</mj-text>
          </mj-column>
        </mj-section>
        <mj-section background-color="#ffffff" border-radius="12px" padding="16px">
          <mj-column>
            <mj-table font-size="14px" color="#334155" padding="0">
              ${details.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#64748b;vertical-align:top">${escape(label)}</td><td style="padding:4px 0">${escape(value)}</td></tr>`).join('')}
            </mj-table>
          </mj-column>
        </mj-section>
        <mj-section padding="16px 16px 0">
          <mj-column>
            <mj-text font-size="16px" font-weight="700" color="#0f172a" padding="0">What happens next</mj-text>
            ${next.map((line) => `<mj-text font-size="14px" color="#334155" padding="6px 0 0">• ${escape(line)}</mj-text>`).join('')}
          </mj-column>
        </mj-section>
        <mj-section padding="16px 16px 24px">
          <mj-column>
            <mj-text font-size="12px" color="#64748b" padding="0">${escape(FOOTER)}</mj-text>
          </mj-column>
        </mj-section>
      </mj-body>
    </mjml>`,
    { validationLevel: 'strict' },
  );
  if (errors.length) throw new Error(`seller lead mail: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return { to: lead.email, subject, text, html };
}

/** The owner's confirmation: what they sent, and what happens next. */
export function sellerLeadConfirmationMail(lead: SellerLead): Promise<MailMessage> {
  const area = areaOf(lead);
  return ownerMail({
    lead,
    subject: 'We received your property: a cash offer is on its way',
    lead_in: 'Thank you: we received your request for a cash offer.',
    details: [
      ['Property', lead.propertyAddress],
      ['Name', lead.fullName],
      ['Phone', lead.phone],
      ['Email', lead.email],
      ...(lead.situation ? ([['Situation', LEAD_SITUATION_LABELS[lead.situation]]] as [string, string][]) : []),
    ],
    next: [
      `${area ? `Cash buyers on DealAcre who invest in ${area}` : 'Cash buyers on DealAcre'} see your property's situation and area, never your contact details.`,
      'The investor who takes it sees your name, phone and email, and calls you, usually within 24 hours.',
      'You are under no obligation: hear the offer, ask questions, and decide in your own time.',
    ],
  });
}

/** The owner learns who took their lead and will call. */
export function leadClaimedMail(lead: SellerLead, investorName: string): Promise<MailMessage> {
  return ownerMail({
    lead,
    subject: `${investorName} will call you about your property`,
    lead_in: `${investorName}, an investor on DealAcre, has taken your request for a cash offer and will call you.`,
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
