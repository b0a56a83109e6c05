// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml as sanitizeBlogHtml } from './sanitize-rich-html';

const clean = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeBlogHtml(html);
  return holder;
};

describe('sanitizeBlogHtml', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h6>C</h6><p>One<br>two</p><hr><blockquote>Q</blockquote><ol start="3"><li>L</li></ol>' +
      '<ul><li>U</li></ul><p><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><s>x</s><sub>1</sub><sup>2</sup>' +
      '<small>sm</small><mark>m</mark></p><table><caption>T</caption><thead><tr><th scope="col">H</th></tr></thead>' +
      '<tbody><tr><td colspan="2">D</td></tr></tbody></table>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('keeps http(s), mailto, tel and site links, marking outside links noopener', () => {
    const out = clean(
      '<a href="https://example.com">h</a><a href="mailto:a@example.com">m</a><a href="tel:+14165550100">t</a>' +
        '<a href="/contact">c</a>',
    );
    expect([...out.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['https://example.com', 'noopener noreferrer'],
      ['mailto:a@example.com', null],
      ['tel:+14165550100', null],
      ['/contact', null],
    ]);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<style>p{color:red}</style>',
    '<object data="x"></object>',
    '<form action="https://evil.example"><input name="q"></form>',
    '<h1>Second h1</h1>',
    '<div onclick="alert(1)">div</div>',
  ])('drops %s', (html) => {
    const out = clean(html);
    expect(out.querySelector('script, img, svg, iframe, style, object, form, input, h1, div, [onclick]')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example/x',
  ])('removes the unsafe href %s', (href) => {
    const link = clean(`<a href="${href}">x</a>`).querySelector('a');
    expect(link?.getAttribute('href')).toBeNull();
  });

  it('strips style and handler attributes but keeps the text', () => {
    const out = clean('<p style="color:red" onmouseover="alert(1)" class="x" id="y">text</p>');
    expect(out.innerHTML).toBe('<p>text</p>');
  });

  it('keeps images from the site image store only, without handlers', () => {
    const out = clean(
      '<img src="/api/images/0123456789abcdef0123456789abcdef.webp" alt="Chart" width="640" height="360" onload="alert(1)">' +
        '<img src="https://evil.example/track.gif"><img src="/uploads/x.png">',
    );
    expect(out.innerHTML).toBe(
      '<img src="/api/images/0123456789abcdef0123456789abcdef.webp" alt="Chart" width="640" height="360">',
    );
  });
});
