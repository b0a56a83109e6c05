import { useId, useState } from 'react';
import { TextField } from '../../../components/form/fields';
import { ApiRequestError } from '../../../lib/api-client';
import { MEDIA_ALT_MAX } from '@shared/schemas/media';
import type { MediaApi } from '../api/media-api';

type DescribeUploadProps = {
  api: MediaApi;
  name: string;
  fileName: string;
  onDescribed: () => void;
};

export const ALT_REQUIRED_MESSAGE = 'Describe what the picture shows: an image without a description cannot be used.';

/** A fresh upload's description, asked for at once: the library offers no image without one to the editors. */
export function DescribeUpload({ api, name, fileName, onDescribed }: DescribeUploadProps) {
  const id = useId();
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState('');

  const save = async () => {
    if (!alt.trim()) {
      setError(ALT_REQUIRED_MESSAGE);
      return;
    }
    setSaving(true);
    setError('');
    try {
      const answer = await api.update(name, { alt: alt.trim() });
      setSaved(answer.data.alt);
      onDescribed();
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : 'The description was not saved. Try again.');
    } finally {
      setSaving(false);
    }
  };

  if (saved) return <p className="media-upload__described">Described as “{saved}”. Ready to use.</p>;
  return (
    <form
      className="media-upload__describe"
      aria-label={`Describe ${fileName}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        id={id}
        label={`Description of ${fileName} (alt text)`}
        required
        hint="What the picture shows, in a sentence, for people who cannot see it."
        value={alt}
        onChange={(value) => {
          setAlt(value);
          setError('');
        }}
        maxLength={MEDIA_ALT_MAX}
        error={error}
      />
      <button type="submit" className="button button--small" disabled={saving}>
        {saving ? 'Saving…' : 'Save description'}
      </button>
    </form>
  );
}
