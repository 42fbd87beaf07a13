import { describe, expect, it } from 'vitest';
import { foreignImages, renderMarkdown } from './blog-markdown.ts';
import { slugify } from './blog-posts.ts';

const render = (markdown: string) => renderMarkdown(markdown, { storagePrefix: '/uploads/', siteOrigin: 'https://dealacre.test' }).html;

describe('renderMarkdown', () => {
  it('keeps links to this site, mail and the web, marks outside ones, and drops every other target but keeps the text', () => {
    expect(render('[a](/search) [b](#costs) [c](https://dealacre.test/pricing) [d](mailto:team@dealacre.test)')).toBe(
      '<p><a href="/search">a</a> <a href="#costs">b</a> <a href="https://dealacre.test/pricing">c</a> <a href="mailto:team@dealacre.test">d</a></p>',
    );
    expect(render('[guide](http://example.com/guide "The guide")')).toBe(
      '<p><a href="http://example.com/guide" title="The guide" rel="nofollow noopener" target="_blank">guide</a></p>',
    );
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/x',
      'relative/path',
      'ftp://example.com',
    ]) {
      expect(render(`[text](${target})`), target).toBe('<p>text</p>');
    }
    expect(render('<a href="&#106;avascript:alert(1)" onclick="x()">text</a>')).toBe('<p>text</p>');
  });

  it('keeps pictures stored on this site, lazily loaded with an alt, and drops the rest', () => {
    expect(render('![Creek](/uploads/blog/a-1600.webp)')).toBe('<p><img src="/uploads/blog/a-1600.webp" alt="Creek" loading="lazy" /></p>');
    expect(render('<img src="/uploads/blog/a.webp" onerror="x()" srcset="javascript:x">')).toBe(
      '<img src="/uploads/blog/a.webp" alt="" loading="lazy" />',
    );
    for (const src of [
      'https://cdn.example.com/a.png',
      'http://example.com/a.png',
      '/images/a.png',
      '/uploads/../a.png',
      'data:image/png;base64,AAAA',
      'x',
    ]) {
      expect(render(`before ![a](${src}) after`), src).toBe('<p>before  after</p>');
    }
  });

  it('finds every picture that is not stored on this site, in Markdown or raw HTML', () => {
    const options = { storagePrefix: '/uploads/' };
    expect(foreignImages('![a](/uploads/blog/a.webp) text', options)).toEqual([]);
    expect(
      foreignImages('![a](https://cdn.example.com/a.png)\n\n<img src="https://track.example/p.gif"> ![b](/uploads/blog/b.webp)', options),
    ).toEqual(['https://cdn.example.com/a.png', 'https://track.example/p.gif']);
    expect(foreignImages('<img src="data:image/png;base64,AAAA">', options)).toEqual(['data:image/png;base64,AAAA']);
  });

  it('allows headings h2 to h4 only, and no scripts, styles, frames or attributes of their own', () => {
    expect(render('# One\n\n##### Five')).toBe('<h2>One</h2>\n<h4>Five</h4>');
    expect(
      render('<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><div style="color:red" class="a">kept</div>'),
    ).toBe('kept');
    expect(render('```js\nlet a = 1;\n```')).toBe('<pre><code class="language-js">let a = 1;\n</code></pre>');
  });

  it('counts reading time at 220 words a minute, rounded up, at least one minute', () => {
    expect(renderMarkdown('', { storagePrefix: '/uploads/' }).readingMinutes).toBe(1);
    expect(renderMarkdown('word '.repeat(220), { storagePrefix: '/uploads/' }).readingMinutes).toBe(1);
    expect(renderMarkdown('word '.repeat(221), { storagePrefix: '/uploads/' }).readingMinutes).toBe(2);
    // markup and punctuation are not words
    expect(renderMarkdown(`${'**word** - '.repeat(220)}`, { storagePrefix: '/uploads/' }).readingMinutes).toBe(1);
  });
});

describe('slugify', () => {
  it('makes lowercase words joined by hyphens, without accents, within 76 characters', () => {
    expect(slugify('Owner Financing 101: Land & Notes')).toBe('owner-financing-101-land-and-notes');
    expect(slugify("Don't buy “landlocked” land — café edition!")).toBe('dont-buy-landlocked-land-cafe-edition');
    expect(slugify('???')).toBe('post');
    expect(slugify(`${'acre '.repeat(30)}`)).toBe(Array.from({ length: 15 }, () => 'acre').join('-'));
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(76));
  });
});
