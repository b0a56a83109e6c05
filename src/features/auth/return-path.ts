import { paths } from '../../paths';

/** The query parameter of /login that names the admin address to return to after signing in. */
export const RETURN_PARAM = 'next';

/** /login, remembering the admin address (with its query: a share's marker) the guard turned away. */
export function loginReturningTo(pathAndQuery: string): string {
  if (pathAndQuery === paths.admin || !isAdminAddress(pathAndQuery)) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: pathAndQuery }).toString()}`;
}

/** Only an address inside the portal, on this origin: never `//elsewhere`, a scheme, or a backslash trick. */
function isAdminAddress(value: string): boolean {
  return (
    (value === paths.admin || value.startsWith(`${paths.admin}/`) || value.startsWith(`${paths.admin}?`)) &&
    !value.includes('\\') &&
    !value.includes('//')
  );
}

/** Where a signed-in admin goes from /login: the remembered admin address, else the portal's home. */
export function returnPathAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM) ?? '';
  return isAdminAddress(next) ? next : paths.admin;
}
