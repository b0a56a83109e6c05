import './record-editor.css';

/** Published or Draft on a card, in words rather than colour alone. */
export function RecordStatus({ published }: { published: boolean }) {
  return published ? (
    <span className="record-status">Published</span>
  ) : (
    <span className="record-status record-status--draft">Draft</span>
  );
}
