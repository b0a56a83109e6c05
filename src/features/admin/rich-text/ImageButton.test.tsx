// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImagePickerProvider, type LibraryImage, type RenderImagePicker } from './image-picker';
import { RichTextField } from './RichTextField';

const STORED: LibraryImage = {
  path: '/api/images/0123456789abcdef0123456789abcdef.webp',
  alt: 'The waiting room',
  width: 1600,
  height: 900,
};

/** A library with one image: a button per choice, as the media feature's picker offers them. */
const onePictureLibrary: RenderImagePicker = ({ onPick, onCancel }) => (
  <div role="dialog" aria-label="Library">
    <button type="button" onClick={() => onPick(STORED)}>
      Use it
    </button>
    <button type="button" onClick={onCancel}>
      Cancel
    </button>
  </div>
);

function Harness({ changes }: { changes: string[] }) {
  const [value, setValue] = useState('<p>Our clinic</p>');
  return (
    <ImagePickerProvider render={onePictureLibrary}>
      <RichTextField
        id="text"
        label="Text"
        value={value}
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
      />
    </ImagePickerProvider>
  );
}

afterEach(cleanup);

describe('the rich-text Image button', () => {
  it('inserts an image from the library with its stored alt text offered, and refuses an empty one', async () => {
    const changes: string[] = [];
    render(<Harness changes={changes} />);
    await screen.findByRole('textbox', { name: 'Text' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Text' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Insert image from the library' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Library' })).getByRole('button', { name: 'Use it' }));

    const alt = screen.getByRole('textbox', { name: 'Image description (alt text)' });
    expect((alt as HTMLInputElement).value).toBe('The waiting room');
    fireEvent.change(alt, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Describe the image/);
    expect(changes).toEqual([]);

    fireEvent.change(alt, { target: { value: 'Chairs by the window' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    expect(changes.at(-1)).toContain(
      '<img src="/api/images/0123456789abcdef0123456789abcdef.webp" alt="Chairs by the window" width="1600" height="900">',
    );
    expect(screen.queryByRole('textbox', { name: 'Image description (alt text)' })).toBeNull();
  });

  it('is not offered where the page gives no library', async () => {
    render(<RichTextField id="t" label="Text" value="" onChange={() => {}} />);
    await screen.findByRole('textbox', { name: 'Text' });
    expect(screen.queryByRole('button', { name: 'Insert image from the library' })).toBeNull();
  });
});
