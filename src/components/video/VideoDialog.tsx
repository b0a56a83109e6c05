import { Dialog } from '../dialog/Dialog';

type VideoDialogProps = { videoUrl: string; label: string; onClose: () => void };

/** The video popup: the player loads (with its third-party requests) only now. */
export default function VideoDialog({ videoUrl, label, onClose }: VideoDialogProps) {
  return (
    <Dialog open onClose={onClose} title={label} size="video">
      <iframe
        className="dialog__frame"
        src={videoUrl}
        title={label}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </Dialog>
  );
}
