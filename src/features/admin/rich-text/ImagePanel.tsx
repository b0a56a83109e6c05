import { useEffect, useId, useRef, useState } from 'react';
import { isAllowedImage } from '@shared/html-allowlist';
import type { LibraryImage } from './image-picker';

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
  const id = useId();
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const insert = () => {
    if (!isAllowedImage({ src: image.path, alt })) {
      setError(ALT_REQUIRED);
      input.current?.focus();
      return;
    }
    onInsert(alt.trim());
  };

  return (
    <div className="rich-text__link-panel" role="group" aria-labelledby={`${id}-label`}>
      <img
        src={image.path}
        alt=""
        width={image.width || undefined}
        height={image.height || undefined}
        className="rich-text__image-preview"
      />
      <label id={`${id}-label`} htmlFor={id} className="form-field__label">
        Image description (alt text)
      </label>
      <input
        ref={input}
        id={id}
        className="form-field__control"
        type="text"
        required
        maxLength={300}
        value={alt}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setAlt(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            insert();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="rich-text__link-actions">
        <button type="button" className="button button--small" onClick={insert}>
          Insert image
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
