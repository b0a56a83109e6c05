import { useId } from 'react';
import { reviewChanges } from '../review-diff';
import type { ReviewView } from '@shared/schemas/review-request';

/**
 * Said first when the text changed after the link was sent: what changed, field by field, words added marked
 * as inserted and words taken out as deleted. The page below shows the text now, which is what an approval names.
 */
export function ReviewChanges({ view }: { view: ReviewView }) {
  const id = useId();
  if (!view.changedSinceSent || !view.sentRecord) return null;
  const changes =
    view.recordType === 'blog'
      ? reviewChanges('blog', view.sentRecord, view.record)
      : reviewChanges('location-page', view.sentRecord, view.record);
  return (
    <section className="reviewer__changes" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Changed since this link was sent</h2>
      <p>
        The clinic edited this text after sending you the link. Below is the text as it is now; the changes are marked
        here: <ins>added words</ins> and <del>removed words</del>. Your decision applies to the text as it is now.
      </p>
      {changes.length === 0 ? (
        <p>Only the layout changed, not the words.</p>
      ) : (
        <dl className="reviewer__change-list">
          {changes.map((change) => (
            <div key={change.label}>
              <dt>{change.label}</dt>
              <dd>
                {change.parts
                  .map((part, index) =>
                    part.kind === 'added' ? (
                      <ins key={index}>{part.text}</ins>
                    ) : part.kind === 'removed' ? (
                      <del key={index}>{part.text}</del>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )
                  .flatMap((node, index) => (index === 0 ? [node] : [' ', node]))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
