import { PAGINATION_BUTTON_COUNT } from '../constants';
import { pageNumbers } from '../paginate';

type ArticlePaginationProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
};

/**
 * Numbered page buttons (1 to 3 at first, sliding along on longer lists) and a Next button that stops
 * at the last page. Buttons, not links: the page changes in place and focus moves to the list heading.
 */
export function ArticlePagination({ page, pageCount, onChange, label = 'Article pages' }: ArticlePaginationProps) {
  if (pageCount <= 1) return null;
  const isLast = page >= pageCount;
  return (
    <nav className="article-pagination" aria-label={label}>
      <ul className="article-pagination__list">
        {pageNumbers(page, pageCount, PAGINATION_BUTTON_COUNT).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="article-pagination__button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => {
                if (number !== page) onChange(number);
              }}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="article-pagination__button article-pagination__next"
            aria-label="Next page"
            disabled={isLast}
            onClick={() => onChange(Math.min(page + 1, pageCount))}
          >
            Next <span aria-hidden="true">→</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
