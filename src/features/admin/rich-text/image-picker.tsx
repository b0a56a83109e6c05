import { createContext, useContext, type ReactNode } from 'react';

/** An image chosen from the library, with the alt text stored with it (offered, and editable, on each use). */
export type LibraryImage = { path: string; alt: string; width: number; height: number };

/** Renders the library's picker; it calls exactly one of onPick or onCancel. */
export type RenderImagePicker = (props: {
  purpose: string;
  onPick: (image: LibraryImage) => void;
  onCancel: () => void;
}) => ReactNode;

const ImagePickerContext = createContext<RenderImagePicker | null>(null);

/**
 * The slot through which the admin forms and the rich-text editor reach the media library: the page composes it
 * (src/pages), since one feature never imports another. Without it there is simply no "from the library" choice.
 */
export function ImagePickerProvider({ render, children }: { render: RenderImagePicker; children: ReactNode }) {
  return <ImagePickerContext value={render}>{children}</ImagePickerContext>;
}

export function useImagePicker(): RenderImagePicker | null {
  return useContext(ImagePickerContext);
}
