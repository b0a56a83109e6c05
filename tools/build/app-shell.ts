/**
 * Sign-in, Firebase Auth's account actions and the admin portal (isAppShellPath, src/shared/site-paths.ts) are
 * rendered in the browser from one static file, which Hosting serves itself through firebase.json's rewrites: no
 * function stands between staff and the sign-in page, so none can be cold (decision 0018). The same document the
 * `pages` function answers for those paths: the client build's index.html, kept out of search results.
 */
export const APP_SHELL_FILE = 'app-shell.html';
/** What firebase.json's rewrites name as their destination. */
export const APP_SHELL_URL = `/${APP_SHELL_FILE}`;
export const NOINDEX_META = '<meta name="robots" content="noindex, nofollow">';

export function appShellHtml(template: string): string {
  if (!template.includes('</head>')) throw new Error('The built index.html has no </head> to add noindex to.');
  return template.replace('</head>', `${NOINDEX_META}</head>`);
}
