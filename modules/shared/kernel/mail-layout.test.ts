import { describe, expect, it } from 'vitest';
import { renderMail, type MailContent } from './mail-layout.ts';

const content: MailContent = {
  subject: 'Deals & <news>',
  greeting: 'Hi Ann <b>,',
  blocks: [
    { kind: 'paragraph', content: ['First line\nsecond line, see ', { href: 'https://dealacre.test/a?x=1&y=2' }] },
    { kind: 'details', rows: [['Property', '12 Oak Rd']] },
    { kind: 'list', title: 'What happens next', items: ['One', 'Two'] },
    { kind: 'quote', text: 'Is it <still> available?\nThanks' },
    {
      kind: 'card',
      eyebrow: 'New listing · Hill',
      title: 'Parcel 1',
      url: 'https://dealacre.test/property/p1',
      facts: ['Austin, TX', '$50,000', '5 acres'],
      image: { src: 'https://dealacre.test/p1-800.webp', alt: 'Parcel 1' },
      action: 'View the property',
    },
    { kind: 'button', label: 'Read and reply', url: 'https://dealacre.test/messages?c=1' },
    { kind: 'button', label: 'Confirm', url: 'https://dealacre.test/verify-email?token=t', plainText: 'url' },
    { kind: 'link', label: 'Manage alerts', url: 'https://dealacre.test/m' },
  ],
  footer: {
    reason: 'You get this email because alerts are on.',
    stop: 'Stop alerts',
    unsubscribe: { page: 'https://dealacre.test/unsubscribe?token=u', oneClick: 'https://dealacre.test/api/unsubscribe?token=u' },
    settingsUrl: 'https://dealacre.test/settings#notifications',
  },
};

describe('mail layout', () => {
  it('writes the plain-text part from the same content: blocks apart by blank lines, signature, footer', () => {
    expect(renderMail(content).text).toBe(
      [
        'Hi Ann <b>,',
        '',
        'First line\nsecond line, see https://dealacre.test/a?x=1&y=2',
        '',
        'Property: 12 Oak Rd',
        '',
        'What happens next:\n- One\n- Two',
        '',
        '  > Is it <still> available?\n  > Thanks',
        '',
        'New listing · Hill\nParcel 1\nAustin, TX · $50,000 · 5 acres\nhttps://dealacre.test/property/p1',
        '',
        'Read and reply: https://dealacre.test/messages?c=1',
        '',
        'https://dealacre.test/verify-email?token=t',
        '',
        'Manage alerts: https://dealacre.test/m',
        '',
        '— The DealAcre team',
        'You get this email because alerts are on. Stop alerts: https://dealacre.test/unsubscribe?token=u',
        'Choose what DealAcre emails you: https://dealacre.test/settings#notifications',
      ].join('\n'),
    );
  });

  it('renders an HTML document with the brand, escaped text, links, buttons and the footer links', () => {
    const { html, subject } = renderMail(content);
    expect(subject).toBe('Deals & <news>');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<title>Deals &amp; &lt;news&gt;</title>');
    expect(html).toContain('>DealAcre</td>');
    expect(html).toContain('Hi Ann &lt;b&gt;,');
    expect(html).toContain('Is it &lt;still&gt; available?');
    expect(html).toContain('href="https://dealacre.test/a?x=1&amp;y=2"');
    expect(html).toContain('href="https://dealacre.test/property/p1"');
    expect(html).toContain('src="https://dealacre.test/p1-800.webp"');
    expect(html).toMatch(/<a href="https:\/\/dealacre\.test\/messages\?c=1"[^>]*>Read and reply<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/dealacre\.test\/unsubscribe\?token=u"[^>]*>Stop alerts<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/dealacre\.test\/settings#notifications"[^>]*>Choose what DealAcre emails you<\/a>/);
    expect(html).not.toMatch(/<script|<style|<link/i);
  });

  it('adds one-click unsubscribe headers only to mail a member can turn off', () => {
    expect(renderMail(content).headers).toEqual({
      'List-Unsubscribe': '<https://dealacre.test/api/unsubscribe?token=u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const account = renderMail({ ...content, footer: { note: 'If you did not expect this email, you can ignore it.' } });
    expect(account.headers).toBeUndefined();
    expect(account.text.endsWith('— The DealAcre team\nIf you did not expect this email, you can ignore it.')).toBe(true);
    expect(renderMail({ ...content, footer: undefined }).text.endsWith('\n\n— The DealAcre team')).toBe(true);
  });
});
