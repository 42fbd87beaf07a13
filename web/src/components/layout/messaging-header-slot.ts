import type { ReactNode } from 'react';

/**
 * The header's messaging parts, for a signed-in user: the unread count inside the Messages links (the
 * bar's and the mobile menu's) and the notification bell. Layout code imports no feature, so the root
 * route passes them in.
 */
export interface MessagingHeaderSlot {
  /**
   * The text inside a link to /messages (the header's icon link, the mobile menu's item): "Messages",
   * read as "Messages, 3 unread" while there are unread messages, with the count shown. It may
   * suspend while its code loads: the link shows its plain label meanwhile.
   */
  messagesLabel: (placement: 'icon' | 'mobile-menu') => ReactNode;
  bell: () => ReactNode;
}
