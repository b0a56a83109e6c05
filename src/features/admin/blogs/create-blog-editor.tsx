import type { ReactNode } from 'react';
import { absoluteUrl } from '../../../components/seo/absolute-url';
import { paths } from '../../../paths';
import { DEFAULT_BLOG_CATEGORY, type Blog, type BlogInput } from '@shared/schemas/blog';
import type { Category } from '@shared/schemas/category';
import type { RecordApi } from '../records/editor-types';
import { recordCalls } from '../records/record-calls';
import { searchTitle } from '../records/search-title';
import {
  BLOG_FIELD_LABELS,
  blogToForm,
  blogToInput,
  defaultCategory,
  effectiveSlug,
  emptyBlogForm,
  formToBlogInput,
  normalizeBlogForm,
  realCategories,
  validateBlogForm,
  type BlogFormContext,
  type BlogFormValues,
} from './blog-form';
import { BlogCard } from './components/BlogCard';
import { BlogForm, type BlogFormProps } from './components/BlogForm';
import { blogPrePublishWarnings } from './pre-publish-checks';
import { matchesFilter, type BlogListFilter } from './review-status';
import type { UploadImage } from './use-image-upload';

/** The calls the blog editor makes; the page passes the admin API (tests pass fakes). */
export type BlogEditorApi = RecordApi<Blog, BlogInput> & {
  categories(signal?: AbortSignal): Promise<Category[]>;
  uploadImage: UploadImage;
  /** The site's article and location pages (`/article/…`, `/location/…`), for the pre-publish link check. */
  knownSitePaths?(signal?: AbortSignal): Promise<string[]>;
};

const BLOG_LIST_STATUSES = [
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'review-due', label: 'Review due' },
] as const;

export const BLOG_SLUG_TAKEN = 'This address is already used by another blog';

/** How long opening the editor waits for the site's page list (the pre-publish link check) before going without. */
export const KNOWN_PATHS_WAIT_MS = 1500;

/** `pending`'s answer if it comes within KNOWN_PATHS_WAIT_MS, else undefined. */
function withinMoment<T>(pending: Promise<T> | undefined): Promise<T | undefined> {
  if (!pending) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), KNOWN_PATHS_WAIT_MS);
    void pending.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Today as an admin would write it on a blog ("November 3, 2026"). */
const today = () => new Date().toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

/** The form as the blog visitors would get: complete content items only, a stand-in title until one is typed. */
export function toPreviewBlog(value: BlogFormValues): Blog {
  // formToBlogInput writes every field; the defaults only satisfy the input type, whose fields are optional.
  const input = formToBlogInput(value);
  return {
    blog_id: '',
    title: input.title || 'Your title appears here',
    slug_url: effectiveSlug(value) || 'your-blog',
    brief_paragraph: input.brief_paragraph ?? '',
    blog_image: input.blog_image ?? '',
    blog_image_alt: input.blog_image_alt ?? '',
    published_date: input.published_date ?? '',
    category: Number(input.category ?? DEFAULT_BLOG_CATEGORY),
    blogs_content: input.blogs_content ?? [],
    metaTitle: input.metaTitle ?? '',
    metaDescription: input.metaDescription ?? '',
    published: input.published ?? true,
    reviewedBy: input.reviewedBy ?? '',
    lastReviewed: input.lastReviewed ?? '',
    reviewedRevisionId: '',
    reviewedFingerprint: '',
    reviewWithdrawn: false,
    publishAt: input.publishAt ?? '',
    createdAt: '',
    updatedAt: '',
  };
}

type Options = {
  /** The public blog page's own view, supplied by the page so the preview is exactly what visitors get. */
  renderPreview: (blog: Blog) => ReactNode;
};

/** Everything the admin record manager needs to run the Blogs screen. */
export function createBlogEditor(api: BlogEditorApi, { renderPreview }: Options) {
  return {
    formType: 'blog',
    noun: 'blog',
    dialogTitle: 'Blogs Upload',
    labels: {
      add: 'Upload New Blog',
      edit: 'Edit Blog',
      remove: 'Delete Blog',
      empty: 'No blogs yet. Choose “Upload New Blog” to write the first one.',
    },
    ...recordCalls(api, {
      idOf: (blog: Blog) => blog.blog_id,
      formToInput: formToBlogInput,
      recordToInput: blogToInput,
      fieldLabels: BLOG_FIELD_LABELS,
    }),
    listFilter: {
      label: 'Show',
      options: [
        { value: 'all', label: 'All blogs' },
        { value: 'review-due', label: 'Review due' },
        { value: 'scheduled', label: 'Scheduled' },
      ],
      matches: (blog: Blog, value: string, now: number) => matchesFilter(blog, value as BlogListFilter, now),
    },
    // Search, status, sort and pages from the API when it offers them.
    paging: api.page ? { statuses: BLOG_LIST_STATUSES, page: api.page.bind(api) } : undefined,
    prePublishWarnings: (value: BlogFormValues, context: BlogFormContext) =>
      value.published ? blogPrePublishWarnings(value, context.knownPaths) : [],
    async load(id: string | null, signal?: AbortSignal) {
      const [categories, blog, sitePaths] = await Promise.all([
        api.categories(signal).then(realCategories),
        id ? api.get(id, signal) : Promise.resolve(null),
        // The link check is a help, not a condition: the form opens without it, and never waits on it long. It
        // reads every blog and location page, which on a slow connection or a cold server took over 30 s, all of it
        // in front of an empty "Upload New Blog" dialog.
        withinMoment(api.knownSitePaths?.(signal).catch(() => undefined)),
      ]);
      const context: BlogFormContext = { categories, ...(sitePaths ? { knownPaths: new Set(sitePaths) } : {}) };
      if (blog) return { value: blogToForm(blog), context, updatedAt: blog.updatedAt, version: blog.version };
      const category = defaultCategory(categories)?.category_id ?? DEFAULT_BLOG_CATEGORY;
      return { value: emptyBlogForm(category, today()), context };
    },
    nameOf: (blog: Blog) => blog.title,
    validate: (value: BlogFormValues, context: { categories: Category[] }) =>
      validateBlogForm(value, context.categories),
    fieldLabels: BLOG_FIELD_LABELS,
    normalize: normalizeBlogForm,
    draftLabel: (value: BlogFormValues) => value.title.trim(),
    slug: {
      of: effectiveSlug,
      field: 'slug_url',
      takenMessage: BLOG_SLUG_TAKEN,
      isAvailable: (slug: string, excludeId?: string, signal?: AbortSignal) =>
        api.isSlugAvailable(slug, excludeId, signal),
    },
    searchSnippet: (value: BlogFormValues) => ({
      title: searchTitle(value.metaTitle.trim() || value.title.trim()),
      description: value.metaDescription.trim() || value.brief_paragraph.trim(),
      url: absoluteUrl(paths.article(effectiveSlug(value) || 'your-blog')),
    }),
    renderCard: (blog: Blog) => <BlogCard blog={blog} now={Date.now()} />,
    renderForm: (props: Omit<BlogFormProps, 'upload'>) => <BlogForm {...props} upload={api.uploadImage} />,
    renderPreview: (value: BlogFormValues) => {
      return (
        <div className="blog-preview">
          {!value.published && <p className="blog-preview__draft">Draft: visitors will not see this blog.</p>}
          {renderPreview(toPreviewBlog(value))}
        </div>
      );
    },
  };
}
