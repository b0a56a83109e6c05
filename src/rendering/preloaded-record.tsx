import { createContext, useContext, type ReactNode } from 'react';
import type { PreloadedRecord } from '@shared/ssr-files';

export type { PreloadedRecord };

/*
 * The server embeds the record a page was rendered from as JSON (`PRELOADED_RECORD_ID`) so the browser hydrates
 * from the same data, with no second request and no mismatch. Its HTML fields are already sanitized by the server
 * that rendered them.
 */

export const PRELOADED_RECORD_ID = 'preloaded-record';

const PreloadedRecordContext = createContext<PreloadedRecord | null>(null);

export function PreloadedRecordProvider({ value, children }: { value: PreloadedRecord | null; children: ReactNode }) {
  return <PreloadedRecordContext.Provider value={value}>{children}</PreloadedRecordContext.Provider>;
}

/** The preloaded record for this kind and slug: `undefined` when there is none (load it), else the record or null. */
export function usePreloadedRecord(kind: PreloadedRecord['kind'], slug: string): unknown {
  const preloaded = useContext(PreloadedRecordContext);
  return preloaded && preloaded.kind === kind && preloaded.slug === slug ? preloaded.record : undefined;
}

/** The preloaded record of this kind, whatever its slug (the search page's slug is its query), or null. */
export function usePreloadedOfKind(kind: PreloadedRecord['kind']): PreloadedRecord | null {
  const preloaded = useContext(PreloadedRecordContext);
  return preloaded?.kind === kind ? preloaded : null;
}

/** The JSON the server writes into the page: `<` escaped, so no record text can close the script element. */
export function serializePreloadedRecord(value: PreloadedRecord): string {
  return `<script type="application/json" id="${PRELOADED_RECORD_ID}">${JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;
}

/** Reads what the server embedded; null on pages without one, or when it cannot be read. */
export function readPreloadedRecord(doc: Document): PreloadedRecord | null {
  const text = doc.getElementById(PRELOADED_RECORD_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PreloadedRecord>;
    const kinds: unknown[] = ['blog', 'location-page', 'search'];
    if (kinds.includes(value.kind) && value.kind && typeof value.slug === 'string') {
      return { kind: value.kind, slug: value.slug, record: value.record ?? null };
    }
  } catch {
    // A damaged page falls back to loading the record.
  }
  return null;
}
