import { useEffect, useRef } from 'react';
import { MAX_CONTENT_ITEMS, type ContentItem } from '../blog-form';
import { TextField } from '../../../../components/form/fields';
import { RichTextField } from '../../rich-text/RichTextField';

type ContentItemsFieldProps = {
  items: ContentItem[];
  onItemChange: (index: number, patch: Partial<ContentItem>) => void;
  onAdd: () => void;
  fieldId: (name: string) => string;
  error?: string;
};

/** The blog body: heading + HTML paragraph pairs. Pairs left incomplete are dropped on save. */
export function ContentItemsField({ items, onItemChange, onAdd, fieldId, error }: ContentItemsFieldProps) {
  const added = useRef(false);

  useEffect(() => {
    // After "Add content item", the new item's heading takes focus so typing can go straight on.
    if (!added.current) return;
    added.current = false;
    document.getElementById(fieldId(`blogs_content-${items.length - 1}-heading`))?.focus();
  }, [items.length, fieldId]);

  return (
    <fieldset className="form-fieldset" id={fieldId('blogs_content')} tabIndex={-1}>
      <legend>Content</legend>
      <p className="form-field__hint">
        Each item is a section of the blog: a heading and its text. Items with an empty heading or text are left out
        when you save. Format the text with the toolbar (bold, italic, headings, lists, links), or paste from Word or
        Google Docs: the structure is kept, their styles are not.
      </p>
      {error && (
        <p className="form-field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      <ol className="plain-list blog-content-items">
        {items.map((item, index) => (
          // Items are only ever appended, so the position is a stable key.
          <li key={index}>
            <fieldset className="blog-content-item">
              <legend>Content item {index + 1}</legend>
              <TextField
                id={fieldId(`blogs_content-${index}-heading`)}
                label="Heading"
                value={item.heading}
                maxLength={200}
                onChange={(heading) => onItemChange(index, { heading })}
              />
              <RichTextField
                id={fieldId(`blogs_content-${index}-paragraph`)}
                label="Text"
                value={item.paragraph}
                maxLength={20_000}
                onChange={(paragraph) => onItemChange(index, { paragraph })}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {items.length < MAX_CONTENT_ITEMS && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            added.current = true;
            onAdd();
          }}
        >
          Add content item
        </button>
      )}
    </fieldset>
  );
}
