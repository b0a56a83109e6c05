import { AVATAR_TONE_COUNT } from '../constants';
import './team.css';

/** "Dr. Mei-Lin Zhao" → "MZ": the first letters of the first and last names, titles left out. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A stable tone per id, so a member keeps the same colour on every page and in the prerendered HTML. */
export const avatarTone = (id: number) => Math.abs(id) % AVATAR_TONE_COUNT;

export type TeamAvatarProps = {
  id: number;
  name: string;
  /** Rendered width and height in px. */
  size?: number;
  className?: string;
};

/**
 * An initials avatar (no photos exist). Decorative: the member's name is always shown as text beside it,
 * so the SVG is hidden from assistive technology.
 */
export function TeamAvatar({ id, name, size = 96, className }: TeamAvatarProps) {
  return (
    <svg
      className={`team-avatar team-avatar--tone-${avatarTone(id)}${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="team-avatar__circle" cx="50" cy="50" r="48" />
      <text className="team-avatar__initials" x="50" y="50" dy="0.35em" textAnchor="middle">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
