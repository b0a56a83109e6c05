import type { ListPageInfo } from '@shared/schemas/list-query';

type ListPagerProps = {
  pageInfo: ListPageInfo;
  nouns: string;
  onPage: (page: number) => void;
};

/** Previous and next page of an admin list, and where it stands ("Page 2 of 20 · 487 blogs"). */
export function ListPager({ pageInfo, nouns, onPage }: ListPagerProps) {
  const { page, pageCount, total, nextPage } = pageInfo;
  return (
    <nav className="list-pager" aria-label={`Pages of ${nouns}`}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <p className="list-pager__where" role="status">
        Page {Math.min(page, pageCount)} of {pageCount} · {total} {total === 1 ? nouns.replace(/s$/, '') : nouns}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={nextPage === null}
        onClick={() => nextPage !== null && onPage(nextPage)}
      >
        Next page
      </button>
    </nav>
  );
}
