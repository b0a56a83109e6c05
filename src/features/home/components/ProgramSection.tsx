import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { VideoButton } from '../../../components/video/VideoButton';
import { SITE_CONFIG } from '../../../config/site-config';
import { toParagraphs } from '../content/paragraphs';
import { PROGRAM_CONTENT, type ProgramContent } from '../content/program';
import { ProgramArtwork } from './ProgramArtwork';
import './home.css';

export type ProgramSectionProps = Partial<ProgramContent> & {
  /** Embeddable player URL; when empty the artwork shows without a video popup. */
  videoUrl?: string;
  /** Optional extra content under the text, e.g. a services carousel composed by the page. */
  children?: ReactNode;
};

/** The membership program on the home page: heading, paragraphs, a button and a poster that opens a video. */
export function ProgramSection({
  heading = PROGRAM_CONTENT.heading,
  body = PROGRAM_CONTENT.body,
  action = PROGRAM_CONTENT.action,
  videoLabel = PROGRAM_CONTENT.videoLabel,
  videoUrl = SITE_CONFIG.videos.membership,
  children,
}: ProgramSectionProps) {
  return (
    <section className="home-program" aria-labelledby="home-program-heading">
      <div className="container home-program__inner">
        <div className="home-program__text">
          <h2 id="home-program-heading">{heading}</h2>
          {toParagraphs(body).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Link href={action.href} className="button">
            {action.label}
          </Link>
        </div>
        <div className="home-program__media">
          {videoUrl ? (
            <VideoButton videoUrl={videoUrl} label={videoLabel}>
              <ProgramArtwork poster />
            </VideoButton>
          ) : (
            <ProgramArtwork />
          )}
        </div>
      </div>
      {children}
    </section>
  );
}
