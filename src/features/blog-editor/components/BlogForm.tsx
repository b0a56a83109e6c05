import type { ReactNode } from 'react';
import { toSlug } from '../../../shared/slug';
import { withSlug, withTitle, type BlogFormContext, type BlogFormValues, type ContentItem } from '../blog-form';
import type { UploadImage } from '../use-image-upload';
import { ContentItemsField } from './ContentItemsField';
import { Field, TextField } from '../../../components/form/fields';
import { ImageField } from './ImageField';
import './blog-editor.css';

type SlugStatus = { state: 'idle' | 'checking' | 'available' | 'taken' | 'unknown'; message?: string };

/** The props the admin record manager passes to a form, plus the image upload. */
export type BlogFormProps = {
  value: BlogFormValues;
  onChange: (update: (previous: BlogFormValues) => BlogFormValues) => void;
  errors: Readonly<Record<string, string>>;
  context: BlogFormContext;
  slugStatus: SlugStatus;
  fieldId: (name: string) => string;
  mode: 'create' | 'edit';
  upload: UploadImage;
};

function slugStatusText(status: SlugStatus): ReactNode {
  switch (status.state) {
    case 'checking':
      return 'Checking that no other blog uses this address…';
    case 'available':
      return '✓ This address is free.';
    case 'unknown':
      return 'The address could not be checked just now; it is checked again when you save.';
    default:
      return null;
  }
}

export function BlogForm({ value, onChange, errors, context, slugStatus, fieldId, mode, upload }: BlogFormProps) {
  const set = (patch: Partial<BlogFormValues>) => onChange((previous) => ({ ...previous, ...patch }));
  const setItem = (index: number, patch: Partial<ContentItem>) =>
    onChange((previous) => ({
      ...previous,
      blogs_content: previous.blogs_content.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    }));
  const known = context.categories.some((c) => c.category_id === value.category);
  const slugError = errors.slug_url ?? (slugStatus.state === 'taken' ? slugStatus.message : undefined);

  return (
    <div className="blog-form">
      <fieldset className="form-fieldset">
        <legend>About the blog</legend>
        <TextField
          id={fieldId('title')}
          label="Title"
          required
          value={value.title}
          maxLength={200}
          error={errors.title}
          onChange={(title) => onChange((previous) => withTitle(previous, title))}
        />
        <TextField
          id={fieldId('slug_url')}
          label="Address (slug)"
          hint={
            mode === 'edit'
              ? 'The last part of the blog’s web address. Changing it breaks links to the old address.'
              : 'The last part of the blog’s web address. It follows the title until you type your own.'
          }
          value={value.slug_url}
          maxLength={120}
          spellCheck={false}
          autoCapitalize="none"
          error={slugError}
          onChange={(slug) => onChange((previous) => withSlug(previous, slug))}
          onBlur={() => {
            if (value.slugEdited) onChange((previous) => withSlug(previous, toSlug(previous.slug_url)));
          }}
        />
        <p className="form-field__status" role="status">
          {slugError ? null : slugStatusText(slugStatus)}
        </p>
        <TextField
          id={fieldId('brief_paragraph')}
          label="Brief paragraph"
          hint="A sentence or two for the blog’s card on the articles page."
          multiline
          rows={3}
          value={value.brief_paragraph}
          maxLength={1000}
          error={errors.brief_paragraph}
          onChange={(brief_paragraph) => set({ brief_paragraph })}
        />
        <TextField
          id={fieldId('published_date')}
          label="Published date"
          hint="As it should appear on the blog, e.g. November 3, 2026."
          value={value.published_date}
          maxLength={60}
          error={errors.published_date}
          onChange={(published_date) => set({ published_date })}
        />
        <Field
          id={fieldId('category')}
          label="Category"
          hint="“All” is the filter on the articles page, not a category, so it is not offered here. New blogs start in the first category."
          error={errors.category}
        >
          {(control) => (
            <select
              {...control}
              className="form-field__control"
              value={String(value.category)}
              onChange={(event) => set({ category: Number(event.target.value) })}
            >
              {!known && <option value={String(value.category)}>Category {value.category} (choose another)</option>}
              {context.categories.map((category) => (
                <option key={category.category_id} value={String(category.category_id)}>
                  {category.category}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="form-choice" id={fieldId('published')}>
          <legend>Status</legend>
          <label>
            <input
              type="radio"
              name={fieldId('published')}
              checked={value.published}
              onChange={() => set({ published: true })}
            />
            Published: visible on the website
          </label>
          <label>
            <input
              type="radio"
              name={fieldId('published')}
              checked={!value.published}
              onChange={() => set({ published: false })}
            />
            Draft: hidden from visitors
          </label>
        </fieldset>
      </fieldset>

      <ImageField
        image={value.blog_image}
        alt={value.blog_image_alt}
        onImageChange={(blog_image) => set({ blog_image })}
        onAltChange={(blog_image_alt) => set({ blog_image_alt })}
        upload={upload}
        fieldId={fieldId}
        errors={{ image: errors.blog_image, alt: errors.blog_image_alt }}
      />

      <ContentItemsField
        items={value.blogs_content}
        onItemChange={setItem}
        onAdd={() =>
          onChange((previous) => ({
            ...previous,
            blogs_content: [...previous.blogs_content, { heading: '', paragraph: '' }],
          }))
        }
        fieldId={fieldId}
        error={errors.blogs_content}
      />

      <fieldset className="form-fieldset">
        <legend>Search engines</legend>
        <TextField
          id={fieldId('metaTitle')}
          label="Meta title"
          hint="The link text in search results; the clinic name is added after it, and about 60 characters show in all. If empty, the title is used."
          value={value.metaTitle}
          maxLength={120}
          error={errors.metaTitle}
          onChange={(metaTitle) => set({ metaTitle })}
        />
        <TextField
          id={fieldId('metaDescription')}
          label="Meta description"
          hint="The summary under the link; about 160 characters show."
          multiline
          rows={3}
          value={value.metaDescription}
          maxLength={320}
          error={errors.metaDescription}
          onChange={(metaDescription) => set({ metaDescription })}
        />
      </fieldset>
    </div>
  );
}
