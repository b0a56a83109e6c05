import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useImagePicker, type LibraryImage } from './image-picker';
import { ImagePanel } from './ImagePanel';
import type { ToolbarButton } from './Toolbar';

/**
 * The toolbar's Image button and what it opens: the media library's picker (only where the page offers one, see
 * image-picker.tsx), then the chosen image waiting for its alt text, which must not be empty.
 */
export function useImageInsert(editor: Editor, beforeOpen: () => void) {
  const renderPicker = useImagePicker();
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<LibraryImage | null>(null);

  const buttons: ToolbarButton[] = renderPicker
    ? [
        {
          key: 'image',
          text: 'Image',
          label: 'Insert image from the library',
          expanded: picking || chosen !== null,
          run: () => {
            beforeOpen();
            setPicking(true);
          },
        },
      ]
    : [];

  const panel = (
    <>
      {picking &&
        renderPicker?.({
          purpose: 'the text',
          onPick: (image) => {
            setPicking(false);
            setChosen(image);
          },
          onCancel: () => {
            setPicking(false);
            editor.commands.focus();
          },
        })}
      {chosen && (
        <ImagePanel
          image={chosen}
          onInsert={(alt) => {
            const { path: src, width, height } = chosen;
            editor
              .chain()
              .focus()
              .insertContent({
                type: 'image',
                attrs: { src, alt, ...(width && height ? { width: String(width), height: String(height) } : {}) },
              })
              .run();
            setChosen(null);
          }}
          onCancel={() => {
            setChosen(null);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );

  return { buttons, panel };
}
