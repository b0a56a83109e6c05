import type { ReactNode } from 'react';
import type { useMediaPages } from '../use-media-pages';

type PageButtonsProps = {
  pages: ReturnType<typeof useMediaPages>;
  /** Between the two buttons: where the library says which page it shows. */
  children?: ReactNode;
};

/** Previous and Next through the library, a page at a time; Next waits until the page has loaded and says there is more. */
export function PageButtons({ pages, children }: PageButtonsProps) {
  const { state } = pages;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={pages.previous} disabled={pages.page === 1}>
        Previous page
      </button>
      {children}
      <button
        type="button"
        className="button button--secondary"
        onClick={pages.next}
        disabled={state.status !== 'ready' || !state.nextCursor}
      >
        Next page
      </button>
    </>
  );
}
