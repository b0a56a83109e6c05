import { Link } from 'wouter';
import { paths } from '../../../paths';
import type { ArticleCardData } from '../article-data';
import { ArticleLayout } from './ArticleLayout';

/** Shown for an unknown slug, inside the article layout, instead of a spinner that never stops. */
export function ArticleNotFound({ staffPicks }: { staffPicks: ArticleCardData[] }) {
  return (
    <ArticleLayout heading="We could not find that article" as="section" staffPicks={staffPicks}>
      <div className="article-body">
        <p>The article may have moved, or the link may contain a typo. Our full library is one click away.</p>
        <p>
          <Link href={paths.articles} className="button">
            See all articles
          </Link>
        </p>
      </div>
    </ArticleLayout>
  );
}
