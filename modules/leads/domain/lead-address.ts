/** A free-form US address as an owner typed it, split into what the geocoder and the repeat check need. */
export interface ParsedAddress {
  /** the address with its spacing and commas tidied, as people read it */
  display: string;
  /** lower-case words with common street words abbreviated: "12 North Oak Street" and "12 n oak st." agree */
  key: string;
  city: string | null;
  state: string | null;
  zip: string | null;
}

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
);

const WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  highway: 'hwy',
  parkway: 'pkwy',
  circle: 'cir',
  terrace: 'ter',
  trail: 'trl',
  county: 'co',
  route: 'rte',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  suite: 'ste',
  unit: 'unit',
};

/**
 * Reads "1200 Ranch Road 12, Wimberley, TX 78676" (or "... Wimberley TX", "... 78676") into its
 * city, state and ZIP where they are there to read; what is not stays null.
 */
export function parseAddress(text: string): ParsedAddress {
  const display = text
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/,+/g, ',')
    .trim()
    .replace(/^,\s*|,\s*$/g, '');
  let rest = display;
  const zipMatch = /[\s,]+(\d{5})(?:-\d{4})?$/.exec(rest) ?? /^(\d{5})(?:-\d{4})?$/.exec(rest);
  const zip = zipMatch ? zipMatch[1] : null;
  if (zipMatch) rest = rest.slice(0, zipMatch.index).trim();
  const stateMatch = /(?:^|[\s,]+)([A-Za-z]{2})\.?$/.exec(rest);
  const state = stateMatch && STATES.has(stateMatch[1].toUpperCase()) ? stateMatch[1].toUpperCase() : null;
  if (state && stateMatch) rest = rest.slice(0, stateMatch.index).trim();
  // the city is the part after the last comma, when the address has a street part before it
  const parts = rest
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const city = state && parts.length >= 2 ? parts[parts.length - 1] : null;
  return { display, key: addressKey(display), city, state, zip };
}

function addressKey(address: string): string {
  return address
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ');
}
