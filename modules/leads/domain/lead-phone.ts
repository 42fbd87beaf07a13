import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A phone number as typed, in E.164 (`+15128675309`), or null when no US (or +country) number can be that. */
export function normalizePhone(text: string): string | null {
  const number = parsePhoneNumberFromString(text, 'US');
  return number?.isValid() ? number.number : null;
}
