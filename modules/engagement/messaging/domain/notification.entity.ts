import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../../shared/kernel/ids.ts';
import type { Notification as NotificationView, NotificationKind } from '../../contracts/notifications.ts';

/**
 * Something a member should know about. A notification about a subject (a conversation) is updated
 * while unread rather than repeated, so ten messages make one line in the bell, not ten.
 */
const NotificationSchema = defineEntity({
  name: 'Notification',
  schema: 'engagement',
  tableName: 'notifications',
  indexes: [{ name: 'notifications_user_index', properties: ['userId', 'createdAt'] }],
  // one unread notification per subject: new messages refresh it instead of piling up
  uniques: [
    { name: 'notifications_unread_subject_unique', properties: ['userId', 'subject'], where: { readAt: null, subject: { $ne: null } } },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    kind: p.text().$type<NotificationKind>(),
    title: p.text(),
    body: p.text(),
    link: p.text(),
    subject: p.text().nullable(),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});

export interface NotificationContent {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  subject?: string;
}

export class Notification extends NotificationSchema.class {
  static create(userId: string, content: NotificationContent, now: Date): Notification {
    const notification = new Notification();
    notification.id = newId();
    notification.userId = userId;
    notification.readAt = null;
    notification.refresh(content, now);
    return notification;
  }

  refresh(content: NotificationContent, now: Date): void {
    this.kind = content.kind;
    this.title = content.title;
    this.body = content.body;
    this.link = content.link;
    this.subject = content.subject ?? null;
    this.createdAt = now;
  }

  toView(): NotificationView {
    return {
      id: this.id,
      kind: this.kind,
      title: this.title,
      body: this.body,
      link: this.link,
      createdAt: this.createdAt.toISOString(),
      readAt: this.readAt?.toISOString() ?? null,
    };
  }
}
NotificationSchema.setClass(Notification);
export { NotificationSchema };
