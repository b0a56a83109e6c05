/**
 * Which build this is, shown in the footer so support can tell which version a visitor has (an installed
 * app can run an older one until it updates). Set VITE_RELEASE when building; vite.config.ts defaults it
 * to the package version.
 */
export const RELEASE: string = String(import.meta.env.VITE_RELEASE ?? 'dev');
