import { IDENTITY_API, type IdentityApi } from '../../../../identity/contracts/api.ts';
import {
  PipelineTaskDue,
  SellerLeadAssigned,
  SellerLeadCaptured,
  SellerLeadOffered,
  SellerLeadUncovered,
  type LeadPlace,
} from '../../../../leads/contracts/events.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import { countyLabel } from '../../../../shared/kernel/place-names.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import type { NotificationContent } from '../../domain/notification.entity.ts';
import { sellerNoticeMail } from '../seller-notice-mail.ts';
import { notifyMany } from '../notify.ts';
import { appendUserEvents, unreadCounts, REALTIME_PUBLISHER, type UserEvent } from '../user-events.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';

/** Where the dashboard shows offered leads and the pipeline. */
export const SELLER_LEADS_LINK = '/dashboard#seller-leads';
export const PIPELINE_LINK = '/dashboard#pipeline';
/** The back office's leads that no seller covers and none has yet. */
export const UNCOVERED_LEADS_LINK = '/admin/leads?coverage=uncovered';

const placeOf = ({ city, county, state }: LeadPlace) => {
  const area = county ? `${countyLabel(county)}, ${state}` : state;
  return [city, area].filter(Boolean).join(', ') || 'your markets';
};

interface Notice {
  userIds: string[];
  content: NotificationContent;
  mail: { subject: string; lines: string[]; action: string };
}

async function noticeOf(event: IntegrationEvent, identity: IdentityApi): Promise<Notice | null> {
  if (SellerLeadOffered.is(event)) {
    const { situationLabel, sellerIds } = event.payload;
    const place = placeOf(event.payload);
    const why = situationLabel ?? 'Situation not given';
    return {
      userIds: sellerIds,
      content: {
        kind: 'seller-lead',
        title: `New seller lead in ${place}`,
        body: `${why}. The first investor to take it gets the owner’s contact details.`,
        link: SELLER_LEADS_LINK,
      },
      mail: {
        subject: `New seller lead in ${place}`,
        lines: [
          `An owner in ${place} asked for a cash offer on DealAcre.`,
          `Situation: ${why}.`,
          'The first investor to take the lead gets their name, phone and email.',
        ],
        action: 'See the lead',
      },
    };
  }
  if (SellerLeadCaptured.is(event)) {
    const { situationLabel, sellerId } = event.payload;
    const place = placeOf(event.payload);
    const why = situationLabel ?? 'Situation not given';
    return {
      userIds: [sellerId],
      content: {
        kind: 'seller-lead',
        title: `New lead from your lead page: ${place}`,
        body: `${why}. It is yours: call the owner soon.`,
        link: SELLER_LEADS_LINK,
      },
      mail: {
        subject: `New lead from your lead page: ${place}`,
        lines: [
          `An owner in ${place} asked you for a cash offer on your DealAcre lead page.`,
          `Situation: ${why}.`,
          'The lead is yours and in your pipeline; the owner was told you will call.',
        ],
        action: 'See the lead',
      },
    };
  }
  if (SellerLeadAssigned.is(event)) {
    const { situationLabel, sellerId } = event.payload;
    const place = placeOf(event.payload);
    const why = situationLabel ?? 'Situation not given';
    return {
      userIds: [sellerId],
      content: {
        kind: 'seller-lead',
        title: `A lead was assigned to you: ${place}`,
        body: `${why}. Our team gave it to you; it is in your pipeline: call the owner soon.`,
        link: SELLER_LEADS_LINK,
      },
      mail: {
        subject: `A lead was assigned to you: ${place}`,
        lines: [
          `An owner in ${place} asked for a cash offer on DealAcre, and our team gave the lead to you.`,
          `Situation: ${why}.`,
          'The lead is yours and in your pipeline, with their name, phone and email; the owner was told you will call.',
        ],
        action: 'See the lead',
      },
    };
  }
  if (SellerLeadUncovered.is(event)) {
    const { situationLabel } = event.payload;
    const place = placeOf(event.payload);
    const why = situationLabel ?? 'Situation not given';
    return {
      userIds: await identity.administrators(),
      content: {
        kind: 'seller-lead',
        title: `Lead in no seller’s market: ${place}`,
        body: `${why}. The owner was told the team will reply within 2 business days: assign it to a seller or reply.`,
        link: UNCOVERED_LEADS_LINK,
      },
      mail: {
        subject: `Lead in no seller’s market: ${place}`,
        lines: [
          `An owner in ${place} asked for a cash offer, and no seller whose plan includes leads buys there.`,
          `Situation: ${why}.`,
          'The owner was told our team will review it and reply by email within 2 business days. Assign it to a seller, or reply to the owner.',
        ],
        action: 'Open the leads queue',
      },
    };
  }
  if (PipelineTaskDue.is(event)) {
    const { sellerId, title, cardTitle, taskId } = event.payload;
    return {
      userIds: [sellerId],
      content: {
        kind: 'pipeline-task',
        title: `Task due: ${title}`,
        body: cardTitle,
        link: PIPELINE_LINK,
        subject: `pipeline-task:${taskId}`,
      },
      mail: { subject: `Task due: ${title}`, lines: [`Your task “${title}” on “${cardTitle}” is due now.`], action: 'Open your pipeline' },
    };
  }
  return null;
}

export const onSellerLeadNewsNeeds = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  realtime: REALTIME_PUBLISHER,
  mailer: PLATFORM.Mailer,
  settings: PLATFORM.Settings,
};

/**
 * Tells sellers what the leads module announces: a new lead in their markets or assigned to them, a
 * pipeline task fallen due; and administrators of a lead in no seller's market. The bell rings in the delivery's transaction; the mail, for those who keep seller lead emails
 * on, goes once it is committed (a redelivery is skipped by the inbox, so none goes twice).
 */
export class OnSellerLeadNews extends UsesDependencies<typeof onSellerLeadNewsNeeds> implements Subscriber {
  get #publicUrl() {
    return this.deps.settings.publicUrl.replace(/\/$/, '');
  }

  async handle(event: IntegrationEvent, { em, afterCommit }: SubscriberContext): Promise<void> {
    const notice = await noticeOf(event, this.deps.identity);
    if (!notice || notice.userIds.length === 0) return;
    const now = this.deps.clock.now();
    const notifications = await notifyMany(
      em,
      this.deps.identity,
      notice.userIds.map((userId) => ({ userId, content: notice.content })),
      now,
    );
    const events: Array<{ userId: string; event: UserEvent['event'] }> = [];
    for (const notification of notifications) {
      events.push({ userId: notification.userId, event: { type: 'notification', notification: notification.toView() } });
      events.push({ userId: notification.userId, event: { type: 'counts', counts: await unreadCounts(em, notification.userId) } });
    }
    const stored = await appendUserEvents(em, now, events);
    afterCommit(async () => {
      await this.deps.realtime.publish(stored);
      await this.#mailAll(notice);
    });
  }

  async #mailAll({ userIds, content, mail }: Notice): Promise<void> {
    const recipients = await this.deps.identity.getNotificationRecipients(userIds, 'sellerLeads');
    for (const recipient of recipients) {
      if (!recipient.email || !recipient.channels.email) continue;
      await this.deps.mailer.send(
        sellerNoticeMail({
          to: recipient.email,
          firstName: recipient.firstName,
          ...mail,
          url: `${this.#publicUrl}${content.link}`,
          settingsUrl: `${this.#publicUrl}/settings#notifications`,
          unsubscribe: await this.deps.identity.unsubscribeLinks(recipient.id, 'sellerLeads'),
        }),
      );
    }
  }
}
