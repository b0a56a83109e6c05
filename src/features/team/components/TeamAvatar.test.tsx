// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { avatarTone, initialsOf, TeamAvatar } from './TeamAvatar';

afterEach(cleanup);

describe('TeamAvatar', () => {
  it('derives initials without the title', () => {
    expect(initialsOf('Dr. Mei-Lin Zhao')).toBe('MZ');
    expect(initialsOf('Claire Dubois')).toBe('CD');
    expect(initialsOf('Madonna')).toBe('M');
  });

  it('is a decorative SVG with explicit size and a tone fixed by id', () => {
    const { container } = render(<TeamAvatar id={7} name="Dr. Priya Raghunathan" size={120} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('120');
    expect(svg?.getAttribute('height')).toBe('120');
    expect(svg?.textContent).toBe('PR');
    expect(svg?.getAttribute('class')).toContain(`team-avatar--tone-${avatarTone(7)}`);
    expect(avatarTone(7)).toBe(avatarTone(7));
    expect(avatarTone(1)).not.toBe(avatarTone(2));
  });
});
