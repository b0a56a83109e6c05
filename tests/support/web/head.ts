// Reading what react-helmet-async wrote into the document's head, for the web app's tests in jsdom.

/** The parsed JSON-LD blocks currently in the document. */
export function jsonLdBlocks(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}

/** The `@type` of each JSON-LD block, in document order. */
export const jsonLdTypes = (): unknown[] => jsonLdBlocks().map((block) => block['@type']);

/**
 * Waits until the page's head tags are in: react-helmet-async is its own chunk (src/components/seo/HeadTags.tsx),
 * so the tags arrive a moment after the page renders.
 */
export async function headTagsWritten(): Promise<void> {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(() => {
    if (!document.head.querySelector('title')) throw new Error('No <title> in the head yet.');
  });
}
