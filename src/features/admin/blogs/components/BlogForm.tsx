import { Field, TextField } from '../../../../components/form/fields';
import { toSlug } from '@shared/slug';
import { SlugStatusNote, slugFieldError } from '../../records/components/SlugStatusNote';
import { StatusRadios } from '../../records/components/StatusRadios';
import type { EditorFormProps } from '../../records/editor-types';
import { withSlug, withTitle, type BlogFormContext, type BlogFormValues, type ContentItem } from '../blog-form';
import type { UploadImage } from '../use-image-upload';
import { ContentItemsField } from './ContentItemsField';
import { ImageField } from './ImageField';
import { ReviewAndSchedule } from './ReviewAndSchedule';
import '../../components/admin.css';
import '../../records/components/record-editor.css';

/** The props the admin record manager passes to a form, plus the image upload. */
export type BlogFormProps = EditorFormProps<BlogFormValues, BlogFormContext> & { upload: UploadImage };

export function BlogForm({ value, onChange, errors, context, slugStatus, fieldId, mode, upload }: BlogFormProps) {
  const set = (patch: Partial<BlogFormValues>) => onChange((previous) => ({ ...previous, ...patch }));
  const setItem = (index: number, patch: Partial<ContentItem>) =>
    onChange((previous) => ({
      ...previous,
      blogs_content: previous.blogs_content.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    }));
  const known = context.categories.some((c) => c.category_id === value.category);
  const slugError = slugFieldError(errors, slugStatus);

  return (
    <div className="record-form admin-column">
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
        <SlugStatusNote status={slugStatus} noun="blog" hasError={Boolean(slugError)} />
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
        <StatusRadios
          id={fieldId('published')}
          published={value.published}
          onChange={(published) => set({ published })}
        />
      </fieldset>

      <ReviewAndSchedule value={value} set={set} errors={errors} fieldId={fieldId} />

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
