import { useCallback, type ReactNode } from 'react';
import { useAdminApi } from '../features/admin/api/admin-api-context';
import { ImagePickerProvider, type RenderImagePicker } from '../features/admin/rich-text/image-picker';
import { MediaPicker } from '../features/media/components/MediaPicker';

/** The media library's picker, handed to the admin forms and the rich-text editor through their slot. */
export function WithMediaPicker({ children }: { children: ReactNode }) {
  const media = useAdminApi().media;
  const render = useCallback<RenderImagePicker>((props) => <MediaPicker api={media} {...props} />, [media]);
  return <ImagePickerProvider render={render}>{children}</ImagePickerProvider>;
}
