/**
 * What a production build would be configured with, read through the app's own config modules. The deploy check
 * loads this module with Vite in production mode (tools/scripts/check-deploy.ts), so the config modules see the same
 * environment and .env files as the build, and the placeholder marks are read in the same module graph that made
 * them.
 */
import { FIREBASE_CONFIG, type FirebaseClientConfig } from '../../../src/config/firebase-config';
import { framedOrigins } from '../../../src/config/framed-origins';
import { CONTENT_BLOCKS, SITE_CONFIG, type ContentBlocks } from '../../../src/config/site-config';
import { OPERATIONS_CONFIG } from '../../../src/shared/operations-config';
import { isPlaceholder, markedPlaceholders } from '../../../src/shared/placeholder';
import { findPlaceholders, type ConfigRoot, type PlaceholderFindings } from './placeholder-settings';

export type LaunchSettings = {
  firebase: FirebaseClientConfig;
  siteUrl: string;
  contentBlocks: ContentBlocks;
  placeholders: PlaceholderFindings;
  /** The origins the site frames (booking and video), which the CSP's frame-src must list. */
  framedOrigins: string[];
};

/**
 * The config objects the check walks for placeholder(...) marks. A new config module with placeholders goes here
 * (launch-settings.test.ts fails while a file outside these marks one).
 */
export const CONFIG_ROOTS: readonly ConfigRoot[] = [
  {
    name: 'SITE_CONFIG',
    file: 'src/config/site-config.ts',
    value: SITE_CONFIG,
    // The operations config's keys are walked at their own definition; the site address is checked on its own.
    skip: ['siteUrl', ...Object.keys(OPERATIONS_CONFIG)],
  },
  { name: 'OPERATIONS_CONFIG', file: 'src/shared/operations-config.ts', value: OPERATIONS_CONFIG },
];

export function readLaunchSettings(): LaunchSettings {
  return {
    firebase: FIREBASE_CONFIG,
    siteUrl: SITE_CONFIG.siteUrl,
    contentBlocks: CONTENT_BLOCKS,
    placeholders: findPlaceholders(CONFIG_ROOTS, isPlaceholder, markedPlaceholders()),
    framedOrigins: framedOrigins(SITE_CONFIG),
  };
}
