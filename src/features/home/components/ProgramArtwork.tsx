import programPoster from './art/program-poster.svg?no-inline';
import program from './art/program.svg?no-inline';

/**
 * The membership artwork: a year drawn as a ring of twelve months with the quarterly check-ins marked (./art, static
 * files in the design tokens' colours). Fixed dimensions reserve space. As a video poster (`poster`) the centre stays
 * clear for the play icon that VideoButton lays over it; otherwise a check mark fills it. Decorative, below the fold.
 */
export function ProgramArtwork({ poster = false }: { poster?: boolean }) {
  return (
    <img
      className="program-artwork"
      src={poster ? programPoster : program}
      alt=""
      width="520"
      height="400"
      loading="lazy"
      decoding="async"
    />
  );
}
