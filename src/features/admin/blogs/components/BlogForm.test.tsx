// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BlogFormValues } from '../blog-form';
import { BlogArticle } from '../../../articles/components/BlogArticle';
import { sanitizeBlogHtml } from '../../../articles/sanitize-blog';
import { createBlogEditor, type BlogEditorApi } from '../create-blog-editor';
import type { UploadImage } from '../use-image-upload';

afterEach(cleanup);

const CATEGORIES = [
  { category_id: 1, category: 'All' },
  { category_id: 2, category: 'Prevention' },
  { category_id: 3, category: 'Heart Health' },
];

function fakeApi(upload: UploadImage = async () => ({ path: '/api/images/abc.webp' })): BlogEditorApi {
  const never = () => Promise.reject(new Error('not used'));
  return {
    list: async () => [],
    get: never,
    create: never,
    update: never,
    remove: never,
    isSlugAvailable: async () => ({ available: true }),
    categories: async () => CATEGORIES,
    uploadImage: upload,
  };
}

/** The form as the record manager drives it: state held above, errors from the editor's own checks. */
async function renderNewBlogForm(api = fakeApi()) {
  // The page's preview: the public blog view, with the HTML sanitized as on the public site.
  const editor = createBlogEditor(api, {
    renderPreview: (blog) => <BlogArticle blog={sanitizeBlogHtml(blog)} staffPicks={[]} />,
  });
  const { value, context } = await editor.load(null);
  let current = value;
  function Harness() {
    const [form, setForm] = useState<BlogFormValues>(value);
    const [errors, setErrors] = useState<Record<string, string>>({});
    current = form;
    return (
      <>
        {editor.renderForm({
          value: form,
          onChange: setForm,
          errors,
          context,
          slugStatus: { state: 'idle' },
          fieldId: (name) => `blog-${name}`,
          mode: 'create',
        })}
        <button type="button" onClick={() => setErrors(editor.validate(form, context))}>
          Check
        </button>
        {editor.renderPreview(form)}
      </>
    );
  }
  render(<Harness />);
  return { editor, value: () => current };
}

describe('BlogForm', () => {
  it('starts with 10 empty content items and can add more', async () => {
    await renderNewBlogForm();
    expect(screen.getAllByRole('group', { name: /^Content item \d+$/ })).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Add content item' }));
    expect(screen.getAllByRole('group', { name: /^Content item \d+$/ })).toHaveLength(11);
    expect(document.activeElement?.id).toBe('blog-blogs_content-10-heading');
  });

  it('lists the categories without All and selects the first real one', async () => {
    const { value } = await renderNewBlogForm();
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Prevention', 'Heart Health']);
    expect(select.value).toBe('2');
    expect(value().category).toBe(2);
    expect(screen.getByText(/“All” is the filter on the articles page/)).toBeTruthy();
  });

  it('fills the slug from the title until the slug is typed by hand', async () => {
    await renderNewBlogForm();
    const title = screen.getByLabelText(/^Title/);
    const slug = screen.getByLabelText('Address (slug)') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Eat More Fibre' } });
    expect(slug.value).toBe('eat-more-fibre');
    fireEvent.change(slug, { target: { value: 'fibre' } });
    fireEvent.change(title, { target: { value: 'Eat More Fibre, Slowly' } });
    expect(slug.value).toBe('fibre');
  });

  it('uploads an image with a progress bar, previews it and then requires alt text', async () => {
    let report: (fraction: number) => void = () => {};
    let finish: () => void = () => {};
    const upload: UploadImage = (_file, { onProgress }) =>
      new Promise((resolve) => {
        report = (fraction) => onProgress?.(fraction);
        finish = () => resolve({ path: '/api/images/0123456789abcdef0123456789abcdef.webp' });
      });
    await renderNewBlogForm(fakeApi(upload));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'With a picture' } });
    const file = new File([new Uint8Array(100)], 'chart.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose an image'), { target: { files: [file] } });

    act(() => report(0.4));
    expect((screen.getByLabelText('Uploading chart.png') as HTMLProgressElement).value).toBe(40);
    await act(async () => finish());
    expect(screen.queryByLabelText('Uploading chart.png')).toBeNull();
    expect(screen.getByText('Current image')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(/Describe the image for people who cannot see it/)).toBeTruthy();
    expect(screen.getByLabelText(/^Image description \(alt text\)/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses files the API would refuse, before uploading', async () => {
    let uploads = 0;
    await renderNewBlogForm(
      fakeApi(async () => {
        uploads += 1;
        return { path: '/api/images/x.webp' };
      }),
    );
    const gif = new File(['GIF89a'], 'animation.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Choose an image'), { target: { files: [gif] } });
    expect(screen.getByRole('alert').textContent).toContain('Choose a JPEG, PNG, WebP or AVIF image.');
    expect(uploads).toBe(0);
  });

  it('previews only complete items, with their HTML sanitized', async () => {
    await renderNewBlogForm();
    const first = screen.getByRole('group', { name: 'Content item 1' });
    fireEvent.change(within(first).getByLabelText('Heading'), { target: { value: 'Safe part' } });
    // The editor's HTML view takes the markup as typed; the preview must still sanitize it.
    fireEvent.click(within(first).getByRole('button', { name: 'Edit as HTML' }));
    fireEvent.change(within(first).getByLabelText('Text (HTML)'), {
      target: { value: '<p>Hello</p><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">' },
    });
    const second = screen.getByRole('group', { name: 'Content item 2' });
    fireEvent.change(within(second).getByLabelText('Heading'), { target: { value: 'Heading without text' } });

    const preview = document.querySelector('.blog-preview') as HTMLElement;
    expect(within(preview).getByRole('heading', { name: 'Safe part' })).toBeTruthy();
    expect(within(preview).queryByRole('heading', { name: 'Heading without text' })).toBeNull();
    expect(preview.innerHTML).toContain('<p>Hello</p>');
    expect(preview.querySelector('script, img[onerror], img[src="x"]')).toBeNull();
  });
});
