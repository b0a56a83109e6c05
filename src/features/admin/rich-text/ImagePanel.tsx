import { useState } from 'react';
import { isAllowedImage } from '@shared/html-allowlist';
import type { LibraryImage } from './image-picker';
import { InputPanel } from './InputPanel';

const ALT_REQUIRED = 'Describe the image for people who cannot see it (alt text), then insert it.';

/** The chosen image with its alt text, required: the stored description is offered and may be changed here. */
export function ImagePanel({
  image,
  onInsert,
  onCancel,
}: {
  image: LibraryImage;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState('');

  const insert = () => {
    if (!isAllowedImage({ src: image.path, alt })) {
      setError(ALT_REQUIRED);
      return false;
    }
    onInsert(alt.trim());
    return true;
  };

  return (
    <InputPanel
      label="Image description (alt text)"
      value={alt}
      onChange={(value) => {
        setAlt(value);
        setError('');
      }}
      error={error}
      onSubmit={insert}
      submitLabel="Insert image"
      onCancel={onCancel}
      input={{ type: 'text', required: true, maxLength: 300 }}
      preview={
        <img
          src={image.path}
          alt=""
          width={image.width || undefined}
          height={image.height || undefined}
          className="rich-text__image-preview"
        />
      }
    />
  );
}
