/**
 * React 19 puts a page's <title>, <meta> and <link> first in the output; they belong in <head>, marked data-ssr
 * so the browser knows which head tags the server wrote (src/main.tsx, src/rendering/server-page.ts).
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const hoistable = /^(<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;
  let rest = html;
  const head: string[] = [];
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    head.push(match[1] as string);
    rest = rest.slice((match[1] as string).length);
  }
  return { head: head.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-ssr')).join(''), body: rest };
}
