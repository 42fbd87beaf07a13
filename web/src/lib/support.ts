/** Where members write to DealAcre (help widget, homepage, policies). */
export const SUPPORT_EMAIL = 'support@dealacre.com';

/** A mailto link to support, with a subject (spec section 2: 'Support Request from the product'). */
export function supportMailto(subject = 'Support Request from DealAcre'): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
