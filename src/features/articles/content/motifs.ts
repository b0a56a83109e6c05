/** The illustration motifs an article can use; each is one original drawing in components/art (see motif-art.ts). */
export const ARTICLE_MOTIFS = [
  'heart-rhythm',
  'calm-waves',
  'metabolism-leaf',
  'exam-clipboard',
  'womens-circles',
  'blood-lab',
  'moon-sleep',
] as const;

export type ArticleMotif = (typeof ARTICLE_MOTIFS)[number];

/** An article's illustration: which motif to draw and its text alternative. */
