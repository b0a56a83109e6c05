import { CarouselIcon } from './CarouselIcon';
import { RotationButton } from './RotationButton';

type CarouselControlsProps = {
  /** The id of the slides' track, for aria-controls. */
  trackId: string;
  atStart: boolean;
  atEnd: boolean;
  go: (direction: -1 | 1) => void;
  /** Whether the carousel rotates at all: only then is there a Pause/Play control. */
  hasAutoplay: boolean;
  playing: boolean;
  onRotationPress: (playing: boolean) => void;
  /** Once hydrated, script knows the motion preference; before, both rotation controls are rendered. */
  knowsMotionPreference: boolean;
  reducedMotion: boolean;
};

/** The carousel's own controls: Pause/Play where it rotates, then Previous and Next. */
export function CarouselControls({
  trackId,
  atStart,
  atEnd,
  go,
  hasAutoplay,
  playing,
  onRotationPress,
  knowsMotionPreference,
  reducedMotion,
}: CarouselControlsProps) {
  return (
    <div className="carousel__controls">
      {/* Prerendered (and until hydrated), the motion preference is unknown to script: both rotation controls are
        in the HTML, and carousel.css shows the one that matches it, so the control is right before any script
        runs. Then only that one stays (the same element, keyed by the preference). */}
      {hasAutoplay
        ? (knowsMotionPreference ? [reducedMotion ? 'reduced' : 'motion'] : ['motion', 'reduced']).map((variant) => (
            <RotationButton
              key={variant}
              playing={knowsMotionPreference ? playing : variant === 'motion'}
              onPress={onRotationPress}
              className={knowsMotionPreference ? undefined : `carousel__button--when-${variant}`}
            />
          ))
        : null}
      <StepButton direction={-1} trackId={trackId} atEdge={atStart} go={go} />
      <StepButton direction={1} trackId={trackId} atEdge={atEnd} go={go} />
    </div>
  );
}

/** Previous (-1) or Next (1); at that edge it stays focusable but does nothing. */
function StepButton({
  direction,
  trackId,
  atEdge,
  go,
}: {
  direction: -1 | 1;
  trackId: string;
  atEdge: boolean;
  go: (direction: -1 | 1) => void;
}) {
  const name = direction < 0 ? 'previous' : 'next';
  return (
    <button
      type="button"
      className="carousel__button"
      aria-label={direction < 0 ? 'Previous slide' : 'Next slide'}
      aria-controls={trackId}
      aria-disabled={atEdge || undefined}
      onClick={() => !atEdge && go(direction)}
    >
      <CarouselIcon name={name} />
    </button>
  );
}
