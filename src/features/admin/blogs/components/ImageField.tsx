import { useId, useState } from 'react';
import { useImagePicker } from '../../rich-text/image-picker';
import { IMAGE_TYPES, useImageUpload, type UploadImage } from '../use-image-upload';
import { Field, TextField } from '../../../../components/form/fields';

type ImageFieldProps = {
  image: string;
  alt: string;
  onImageChange: (path: string) => void;
  onAltChange: (alt: string) => void;
  upload: UploadImage;
  fieldId: (name: string) => string;
  errors: { image?: string; alt?: string };
};

/** Upload with a progress bar, a preview of the stored image, and the alt text that must go with it. */
export function ImageField({ image, alt, onImageChange, onAltChange, upload, fieldId, errors }: ImageFieldProps) {
  const progressId = useId();
  const { state, start, cancel } = useImageUpload(upload, onImageChange);
  const renderPicker = useImagePicker();
  const [picking, setPicking] = useState(false);
  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 0;

  let announcement = '';
  if (state.status === 'uploading') announcement = `Uploading ${state.fileName}…`;
  else if (state.status === 'done') announcement = `${state.fileName} uploaded.`;

  return (
    <fieldset className="form-fieldset">
      <legend>Image</legend>

      {image && (
        <figure className="blog-image-preview">
          <img src={image} alt="" width={640} height={360} />
          <figcaption>Current image</figcaption>
        </figure>
      )}

      <Field
        id={fieldId('blog_image')}
        label={image ? 'Replace the image' : 'Choose an image'}
        hint="JPEG, PNG, WebP or AVIF, up to 5 MB. It is uploaded as soon as you choose it."
        error={errors.image}
      >
        {(control) => (
          <input
            {...control}
            className="blog-file-input"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) start(file);
              event.target.value = '';
            }}
          />
        )}
      </Field>

      {renderPicker && (
        <button
          type="button"
          className="button button--small button--secondary"
          aria-expanded={picking}
          onClick={() => setPicking(true)}
        >
          {image ? 'Choose another image from the library' : 'Choose from the library'}
        </button>
      )}
      {picking &&
        renderPicker?.({
          purpose: 'the blog',
          onPick: (picked) => {
            setPicking(false);
            cancel();
            onImageChange(picked.path);
            // The description stored with the image is offered; the admin may still change it below.
            if (picked.alt) onAltChange(picked.alt);
          },
          onCancel: () => setPicking(false),
        })}

      {state.status === 'uploading' && (
        <div className="blog-upload">
          <label htmlFor={progressId}>Uploading {state.fileName}</label>
          <div className="blog-upload__row">
            <progress id={progressId} max={100} value={percent}>
              {percent}%
            </progress>
            <span aria-hidden="true">{percent}%</span>
          </div>
          <button type="button" className="button button--small button--secondary" onClick={cancel}>
            Cancel upload
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {state.status === 'failed' && (
        <p className="form-field__error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {state.message}
        </p>
      )}

      {(image || state.status === 'uploading') && (
        <TextField
          id={fieldId('blog_image_alt')}
          label="Image description (alt text)"
          required
          hint="What the image shows, in a sentence, for people who cannot see it."
          value={alt}
          onChange={onAltChange}
          maxLength={300}
          error={errors.alt}
        />
      )}
      {image && (
        <button type="button" className="button button--small button--secondary" onClick={() => onImageChange('')}>
          Remove image
        </button>
      )}
    </fieldset>
  );
}
