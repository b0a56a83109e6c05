import { CarouselIcon } from './CarouselIcon';

/** Pause (while `playing`) or Play; pressing it asks for the opposite of what it shows. */
export function RotationButton({
  playing,
  onPress,
  className,
}: {
  playing: boolean;
  onPress: (playing: boolean) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`carousel__button carousel__button--rotation${className ? ` ${className}` : ''}`}
      data-carousel-rotation=""
      aria-label={playing ? 'Pause carousel' : 'Play carousel'}
      onClick={() => onPress(!playing)}
    >
      <CarouselIcon name={playing ? 'pause' : 'play'} />
      <span aria-hidden="true">{playing ? 'Pause' : 'Play'}</span>
    </button>
  );
}
