import type { SearchKind } from '@shared/schemas/search-document';

/** How each kind of result is named beside its title. */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  service: 'Service',
  article: 'Article',
  team: 'Team',
  location: 'Location',
  ghap: 'Geriatric program',
  faq: 'Question',
  page: 'Page',
};

/** Suggested when the box is empty or nothing matched. */
export const SEARCH_EXAMPLES = ['blood pressure', 'pelvic floor', 'hearing'] as const;
