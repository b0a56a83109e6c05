// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordEditor } from '../editor-types';
import { useSlugCheck } from '../use-slug-check';
import { SlugStatusNote } from './SlugStatusNote';

type SlugConfig = NonNullable<RecordEditor<unknown, unknown, unknown>['slug']>;

/** A slug config answering from a fixed table, made once per test (the hook checks again when it changes). */
const configFor = (answers: Record<string, { available: boolean; redirectsTo?: string }>): SlugConfig => ({
  of: () => '',
  field: 'slug_url',
  takenMessage: 'Another blog already uses this address.',
  isAvailable: async (asked) => answers[asked] ?? { available: true },
});

/** The slug check as the forms use it: the hook's status shown by the note under the slug field. */
function Harness({ slug, config }: { slug: string; config: SlugConfig }) {
  const { status } = useSlugCheck(config, slug, undefined);
  return <SlugStatusNote status={status} noun="blog" hasError={false} />;
}

afterEach(cleanup);

describe('the slug check note', () => {
  it("warns that a free slug is another record's old address, naming where that record is now", async () => {
    render(
      <Harness slug="old-name" config={configFor({ 'old-name': { available: true, redirectsTo: 'new-name' } })} />,
    );
    expect(
      await screen.findByText(
        'This address is free, but it is an old address of another blog, now at "new-name". Links shared under it will open this blog instead.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).not.toContain('✓');
  });

  it('says plainly that an address nobody used is free', async () => {
    render(<Harness slug="fresh-name" config={configFor({})} />);
    expect(await screen.findByText('✓ This address is free.')).toBeTruthy();
  });
});
