// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@shared/html-allowlist';
import { isEditableHtml } from './editable-html';
import { editorExtensions } from './editor-extensions';
import { EDITABLE_TAGS } from './editor-extensions-tags';

const OWN_IMAGE = '/api/images/0123456789abcdef0123456789abcdef.webp';
let editor: Editor | null = null;
afterEach(() => editor?.destroy());

const roundTrip = (html: string) => {
  editor = new Editor({ extensions: editorExtensions(), content: html });
  return editor.getHTML();
};

describe('the editor schema and the one allowlist', () => {
  it('opens existing HTML unchanged, for every tag it holds', () => {
    const html =
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>' +
      '<p>Text <strong>bold</strong> <em>italic</em> <u>under</u> <s>struck</s> H<sub>2</sub>O x<sup>2</sup> ' +
      '<small>fine</small> <mark>marked</mark> <a href="https://example.com/a">out</a> <a href="/contact">in</a> ' +
      '<a href="mailto:clinic@example.com">mail</a> <a href="tel:+14165550100">call</a><br>next line</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>quote</p></blockquote><hr>' +
      `<img src="${OWN_IMAGE}" alt="Chart" width="640" height="360">`;
    expect(roundTrip(html)).toBe(html);
  });

  it('writes only tags and attributes the allowlist permits', () => {
    const out = roundTrip(
      '<h1>T</h1><p style="color:red" class="x">a <code>c</code> <span>s</span> <a href="javascript:alert(1)">x</a></p>' +
        '<pre><code>block</code></pre><img src="https://evil.example/x.png"><table><tr><td>t</td></tr></table>',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    for (const element of doc.body.querySelectorAll('*')) {
      expect(ALLOWED_TAGS as readonly string[]).toContain(element.localName);
      const allowed = ALLOWED_ATTRIBUTES[element.localName as keyof typeof ALLOWED_ATTRIBUTES] ?? [];
      for (const name of element.getAttributeNames()) expect(allowed).toContain(name);
    }
    expect(out).not.toMatch(/javascript:|evil\.example|<h1|<code|<pre/);
  });

  it('lists as editable only tags inside the allowlist', () => {
    for (const tag of EDITABLE_TAGS) expect(ALLOWED_TAGS as readonly string[]).toContain(tag);
  });

  it('sends HTML the editor cannot hold without loss (a table) to the HTML view instead', () => {
    expect(isEditableHtml('<p>a <b>b</b></p><ul><li>c</li></ul>')).toBe(true);
    expect(isEditableHtml('<table><tbody><tr><td>x</td></tr></tbody></table>')).toBe(false);
  });
});
