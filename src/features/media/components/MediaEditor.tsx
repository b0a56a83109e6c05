import { useId, useState } from 'react';
import { TextField } from '../../../components/form/fields';
import { ApiRequestError } from '../../../lib/api-client';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import { MEDIA_ALT_MAX, type FocalPoint } from '@shared/schemas/media';
import type { MediaApi, MediaItem } from '../api/media-api';
import { FocalPointPicker } from './FocalPointPicker';

type MediaEditorProps = {
  api: MediaApi;
  item: MediaItem;
  onSaved: (item: MediaItem, message: string) => void;
  /** A Close button beside Save, where nothing else closes the editor. */
  onClose?: () => void;
};

/** One image's alt text and focal point. What was typed stays when a save fails. */
export function MediaEditor({ api, item, onSaved, onClose }: MediaEditorProps) {
  const fieldId = useId();
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState<FocalPoint>(item.focal);
  const {
    isBusy: saving,
    error,
    run,
  } = useSubmitBusy((caught) =>
    caught instanceof ApiRequestError ? caught.message : 'The changes could not be saved. Try again.',
  );

  const save = () =>
    run(async () => {
      const focalChanged = focal.x !== item.focal.x || focal.y !== item.focal.y;
      const answer = await api.update(item.name, { alt, ...(focalChanged ? { focal } : {}) });
      onSaved(answer.data, answer.message || 'Saved.');
    });

  return (
    <form
      className="media-editor"
      aria-label={`Edit image ${item.alt || item.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        id={`${fieldId}-alt`}
        label="Description (alt text)"
        hint="What the picture shows, in a sentence. Offered each time the image is used."
        value={alt}
        onChange={setAlt}
        maxLength={MEDIA_ALT_MAX}
      />
      <FocalPointPicker src={item.path} width={item.width} height={item.height} value={focal} onChange={setFocal} />
      {error ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="media-editor__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </button>
        {onClose && (
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        )}
      </div>
    </form>
  );
}
