import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { displayFileName, quoted, singleLine, unsafeTextProblem } from './text.ts';

describe('text from outside', () => {
  it('refuses NUL and other control characters and unpaired surrogates, and keeps every real character', () => {
    expect(unsafeTextProblem('a\u0000b')).toMatch(/control character/);
    expect(unsafeTextProblem('bell\u0007')).toMatch(/control character/);
    expect(unsafeTextProblem('c1\u0085')).toMatch(/control character/);
    expect(unsafeTextProblem('half \uD83D of an emoji')).toMatch(/unpaired surrogate/);
    expect(unsafeTextProblem('\uDE00 alone')).toMatch(/unpaired surrogate/);
    expect(unsafeTextProblem('Lines\nand\ttabs\r\n, émoji 🏡, 日本語, עברית')).toBeNull();
  });

  it('keeps titles and names to one line without text-direction controls', () => {
    const title = singleLine(z.string(), 'Title');
    expect(title.safeParse('5 acres near Austin').success).toBe(true);
    expect(title.safeParse('Ranch \u202Egpj.exe').error?.issues[0].message).toBe(
      'Title must be one line of plain text, without line breaks or text-direction controls',
    );
    expect(title.safeParse('two\nlines').success).toBe(false);
    expect(title.safeParse('isolate \u2067x\u2069').success).toBe(false);
  });

  it('cleans file names for display', () => {
    expect(displayFileName('photo\u0000\u202E.jpg')).toBe('photo.jpg');
  });
});

describe('quoted', () => {
  it('puts a name in quotation marks once', () => {
    expect(quoted('Austin land')).toBe('“Austin land”');
    expect(quoted('"Austin land"')).toBe('“Austin land”');
    expect(quoted(' “Austin land” ')).toBe('“Austin land”');
  });

  it('writes quotation marks within the name as single ones', () => {
    expect(quoted('“creek” · Land in TX')).toBe('“‘creek’ · Land in TX”');
    expect(quoted('Austin "creek" land')).toBe('“Austin ‘creek’ land”');
    expect(quoted('"creek" and "pond"')).toBe('“‘creek’ and ‘pond’”');
  });
});
