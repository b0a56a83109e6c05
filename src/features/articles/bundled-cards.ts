import { toArticleCard, type ArticleCardData } from './article-data';
import { STAFF_PICK_COUNT } from './constants';
import { ARTICLE_SUMMARIES } from './content/article-summaries';

/** The bundled articles as list cards, in display order. */
export const BUNDLED_ARTICLE_CARDS: ArticleCardData[] = ARTICLE_SUMMARIES.map(toArticleCard);

/** The Staff Pick: the first three bundled articles. */
export const STAFF_PICKS: ArticleCardData[] = BUNDLED_ARTICLE_CARDS.slice(0, STAFF_PICK_COUNT);
