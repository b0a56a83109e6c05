import { useCallback, useMemo, type ReactNode } from 'react';
import { ImagePickerProvider, type RenderImagePicker } from '../features/admin/rich-text/image-picker';
import { createMediaApi } from '../features/media/api/media-api';
import { MediaPicker } from '../features/media/components/MediaPicker';
import { useAdminClient } from '../lib/admin-client-context';

/** The media library's picker, handed to the admin forms and the rich-text editor through their slot. */
export function WithMediaPicker({ children }: { children: ReactNode }) {
  const client = useAdminClient();
  const media = useMemo(() => createMediaApi(client), [client]);
  const render = useCallback<RenderImagePicker>((props) => <MediaPicker api={media} {...props} />, [media]);
  return <ImagePickerProvider render={render}>{children}</ImagePickerProvider>;
}
