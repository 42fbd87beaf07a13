import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('keeps text without links as one text part', () => {
    expect(linkify('Is it still available?\nThanks')).toEqual([{ kind: 'text', text: 'Is it still available?\nThanks' }]);
  });

  it('turns http and https URLs into links between the text around them', () => {
    expect(linkify('See https://example.com/plat.pdf and http://county.gov/map?id=4 please')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/plat.pdf', href: 'https://example.com/plat.pdf' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://county.gov/map?id=4', href: 'http://county.gov/map?id=4' },
      { kind: 'text', text: ' please' },
    ]);
  });

  it('leaves sentence punctuation and an unopened bracket out of the link', () => {
    expect(linkify('Look at https://example.com/a.')).toEqual([
      { kind: 'text', text: 'Look at ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('(survey: https://example.com/survey),')).toEqual([
      { kind: 'text', text: '(survey: ' },
      { kind: 'link', text: 'https://example.com/survey', href: 'https://example.com/survey' },
      { kind: 'text', text: '),' },
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/Acre_(unit)')[0]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Acre_(unit)',
      href: 'https://en.wikipedia.org/wiki/Acre_(unit)',
    });
  });

  it('never links other schemes, and keeps markup as plain text', () => {
    expect(linkify('javascript:alert(1) <a href="https://x.y">x</a> ftp://files.example.com')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="' },
      { kind: 'link', text: 'https://x.y', href: 'https://x.y/' },
      { kind: 'text', text: '">x</a> ftp://files.example.com' },
    ]);
  });

  it('ignores a bare scheme', () => {
    expect(linkify('https:// is not a link')).toEqual([{ kind: 'text', text: 'https:// is not a link' }]);
  });
});
