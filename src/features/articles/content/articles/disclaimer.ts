/** The closing paragraph every bundled article ends with (the tests check for it). */
export const DISCLAIMER_TEXT =
  'This article is for educational purposes only and is not medical advice. It does not replace an assessment by your physician or another qualified health professional, who can advise you on your own situation. If you have urgent symptoms, call 911 or go to the nearest emergency department.';

export const DISCLAIMER_HTML = `<p class="article-disclaimer">${DISCLAIMER_TEXT}</p>`;
