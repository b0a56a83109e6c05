import { absoluteUrl } from '../../components/seo/absolute-url';
import { SITE_CONFIG } from '../../config/site-config';
import { paths } from '../../paths';
import { DEFAULT_BLOG_CATEGORY, type Blog, type BlogInput } from '../../shared/schemas/blog';
import type { Category } from '../../shared/schemas/category';
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
  type BlogFormValues,
} from './blog-form';
import { BlogCard } from './components/BlogCard';
import { BlogForm, type BlogFormProps } from './components/BlogForm';
import { BlogPreview } from './components/BlogPreview';
import type { UploadImage } from './use-image-upload';

/** The calls the blog editor makes; the page passes the admin API (tests pass fakes). */
export type BlogEditorApi = {
  list(signal?: AbortSignal): Promise<Blog[]>;
  get(id: string, signal?: AbortSignal): Promise<Blog>;
  create(input: BlogInput): Promise<{ data: Blog; message: string }>;
  update(id: string, input: BlogInput): Promise<{ data: Blog; message: string }>;
  remove(id: string): Promise<{ message: string }>;
  isSlugAvailable(slug: string, excludeId?: string, signal?: AbortSignal): Promise<boolean>;
  categories(signal?: AbortSignal): Promise<Category[]>;
  uploadImage: UploadImage;
};

export const BLOG_SLUG_TAKEN = 'This address is already used by another blog';

/** Seo's rule: the clinic name is appended unless the title already has it. */
const pageTitle = (title: string) =>
  !title || title.includes(SITE_CONFIG.clinicName) ? title : `${title} | ${SITE_CONFIG.clinicName}`;

/** Today as an admin would write it on a blog ("November 3, 2026"). */
const today = () => new Date().toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

/** Everything the admin record manager needs to run the Blogs screen. */
export function createBlogEditor(api: BlogEditorApi) {
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
    list: (signal?: AbortSignal) => api.list(signal),
    async load(id: string | null, signal?: AbortSignal) {
      const [categories, blog] = await Promise.all([
        api.categories(signal).then(realCategories),
        id ? api.get(id, signal) : Promise.resolve(null),
      ]);
      const context = { categories };
      if (blog) return { value: blogToForm(blog), context, updatedAt: blog.updatedAt };
      const category = defaultCategory(categories)?.category_id ?? DEFAULT_BLOG_CATEGORY;
      return { value: emptyBlogForm(category, today()), context };
    },
    async save(id: string | null, value: BlogFormValues) {
      const input = formToBlogInput(value);
      const saved = id ? await api.update(id, input) : await api.create(input);
      return { record: saved.data, message: saved.message };
    },
    remove: async (blog: Blog) => ({ message: (await api.remove(blog.blog_id)).message }),
    async recreate(blog: Blog) {
      const saved = await api.create(blogToInput(blog));
      return { record: saved.data, message: saved.message };
    },
    idOf: (blog: Blog) => blog.blog_id,
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
      title: pageTitle(value.metaTitle.trim() || value.title.trim()),
      description: value.metaDescription.trim() || value.brief_paragraph.trim(),
      url: absoluteUrl(paths.article(effectiveSlug(value) || 'your-blog')),
    }),
    renderCard: (blog: Blog) => <BlogCard blog={blog} />,
    renderForm: (props: Omit<BlogFormProps, 'upload'>) => <BlogForm {...props} upload={api.uploadImage} />,
    renderPreview: (value: BlogFormValues, context: { categories: Category[] }) => (
      <BlogPreview value={value} categories={context.categories} />
    ),
  };
}
