import { ALLOWED_TAGS, TABLE_TAGS } from '@shared/html-allowlist';

/** Tags the editor can open without losing anything (the allowlist but tables); any other opens the field as HTML. */
export const EDITABLE_TAGS: ReadonlySet<string> = new Set<string>(
  ALLOWED_TAGS.filter((tag) => !(TABLE_TAGS as readonly string[]).includes(tag)),
);
