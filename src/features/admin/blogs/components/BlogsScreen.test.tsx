// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Blog } from '@shared/schemas/blog';
import { makeBlog } from '../../../../../tests/support/web/blog-fixtures';
import { RecordManager } from '../../records/components/RecordManager';
import { createBlogEditor, type BlogEditorApi } from '../create-blog-editor';

afterEach(cleanup);

const CATEGORIES = [
  { category_id: 1, category: 'All' },
  { category_id: 2, category: 'Prevention' },
];

function setup(initial: Blog[], extra: Partial<BlogEditorApi> = {}) {
  let blogs = [...initial];
  let trash: Blog[] = [];
  const calls = { restored: [] as string[], created: 0 };
  const api: BlogEditorApi = {
    list: async () => [...blogs],
    get: async (id) => blogs.find((b) => b.blog_id === id) as Blog,
    create: async () => {
      calls.created += 1;
      throw new Error('Undo must restore from the trash, not create a new blog');
    },
    update: async () => Promise.reject(new Error('not used')),
    remove: async (id) => {
      trash = [...trash, ...blogs.filter((b) => b.blog_id === id)];
      blogs = blogs.filter((b) => b.blog_id !== id);
      return { data: { blog_id: id }, message: 'Blog deleted.' };
    },
    isSlugAvailable: async () => ({ available: true }),
    categories: async () => CATEGORIES,
    uploadImage: async () => ({ path: '' }),
    trash: async () =>
      trash.map((b) => ({
        id: b.blog_id,
        title: b.title,
        slug_url: b.slug_url,
        deletedAt: '2026-11-24T12:00:00.000Z',
        deletedBy: 'admin@example.com',
        expiresAt: '2026-12-24T12:00:00.000Z',
      })),
    restoreFromTrash: async (id) => {
      calls.restored.push(id);
      const blog = trash.find((b) => b.blog_id === id) as Blog;
      trash = trash.filter((b) => b.blog_id !== id);
      blogs = [...blogs, blog];
      return { data: blog, message: 'Blog restored from the trash.' };
    },
    deleteForever: async () => ({ message: 'Blog deleted forever.' }),
    ...extra,
  };
  render(
    <RecordManager editor={createBlogEditor(api, { renderPreview: (blog) => <h3>{blog.title}</h3> })} storage={null} />,
  );
  return calls;
}

const REVIEWED = makeBlog({
  blog_id: 'reviewed',
  slug_url: 'reviewed-post',
  title: 'Reviewed post',
  reviewedBy: 'Dr. Ana Reyes, MD',
  lastReviewed: new Date().toISOString().slice(0, 10),
});
const NEVER = makeBlog({ blog_id: 'never', slug_url: 'never-reviewed', title: 'Never reviewed post' });
const SCHEDULED = makeBlog({
  ...REVIEWED,
  blog_id: 'scheduled',
  slug_url: 'scheduled-post',
  title: 'Scheduled post',
  publishAt: '2099-01-05T14:00:00.000Z',
});

describe('the Blogs screen', () => {
  it('marks posts never reviewed and scheduled ones, and filters the list', async () => {
    setup([REVIEWED, NEVER, SCHEDULED]);
    await screen.findByRole('heading', { name: 'Never reviewed post' });
    expect(screen.getByText('Review due: never medically reviewed')).toBeTruthy();
    expect(screen.getByText(/^Scheduled for Monday, January 5, 2099.*9:00.*\(Toronto time\)$/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'review-due' } });
    expect(screen.queryByRole('heading', { name: 'Reviewed post' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Never reviewed post' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'scheduled' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Scheduled post']);
  });

  it("opens a new blog's form without waiting for the site's page list of the link check", async () => {
    // The list never answers (a cold server, a slow phone connection): the form opens all the same.
    setup([REVIEWED], { knownSitePaths: () => new Promise<string[]>(() => {}) });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blogs Upload' });
    expect(await within(dialog).findByLabelText(/^Title/, undefined, { timeout: 4000 })).toBeTruthy();
  });

  it('undoes a delete by restoring the same blog from the trash', async () => {
    const calls = setup([REVIEWED]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Blog: Reviewed post' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this blog?' });
    expect(confirm.textContent).toContain('restore it from the trash for 30 days');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText('The blog is back.');
    expect(calls.restored).toEqual(['reviewed']);
    expect(calls.created).toBe(0);
    expect(await screen.findByRole('heading', { name: 'Reviewed post' })).toBeTruthy();
  });

  it('lists the trash with Restore and Delete forever', async () => {
    setup([NEVER]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Blog: Never reviewed post' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this blog?' })).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('Blog deleted.');
    const trash = screen.getByText('Trash').closest('details') as HTMLDetailsElement;
    trash.open = true;
    fireEvent(trash, new Event('toggle'));
    expect(await within(trash).findByRole('button', { name: 'Restore: Never reviewed post' })).toBeTruthy();
    expect(within(trash).getByRole('button', { name: 'Delete forever: Never reviewed post' })).toBeTruthy();
    fireEvent.click(within(trash).getByRole('button', { name: 'Restore: Never reviewed post' }));
    await screen.findByText('Blog restored from the trash.');
    expect(await screen.findByRole('heading', { name: 'Never reviewed post' })).toBeTruthy();
  });
});
