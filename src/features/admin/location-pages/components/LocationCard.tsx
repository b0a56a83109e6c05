import { paths } from '../../../../paths';
import type { LocationPage } from '@shared/schemas/location-page';
import { RecordStatus } from '../../records/components/RecordStatus';
import '../../records/components/record-editor.css';

/** A location page on the admin list: its current address first, then heading and status. */
export function LocationCard({ page }: { page: LocationPage }) {
  const path = paths.location(page.slug_url);
  return (
    <>
      <h2 className="location-card__slug">{path}</h2>
      <p className="location-card__heading">{page.main_heading}</p>
      <p>
        <RecordStatus published={page.published} />
      </p>
      {page.published && (
        <a href={path} target="_blank" rel="noopener" className="location-card__view">
          View the page<span className="visually-hidden"> {path} (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}
