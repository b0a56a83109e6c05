import { useId } from 'react';
import type { MediaItem } from '../api/media-api';
import { cardSrc } from '../media-format';

/** A thumbnail in the library's grid, as a phone's gallery shows them: a tap opens the image's details. */
export function MediaTile({ item, onOpen }: { item: MediaItem; onOpen: (item: MediaItem) => void }) {
  const captionId = useId();
  return (
    <li className="media-tile">
      <article aria-labelledby={captionId}>
        <button
          type="button"
          className="media-tile__open"
          aria-label={`Details: ${item.alt || 'No description yet'}`}
          onClick={() => onOpen(item)}
        >
          <img className="media-tile__thumb" src={cardSrc(item)} alt="" width={640} height={360} loading="lazy" />
          <span id={captionId} className={item.alt ? 'media-tile__caption' : 'media-tile__caption media-tile__missing'}>
            {item.alt || 'No description yet'}
          </span>
        </button>
      </article>
    </li>
  );
}
