// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FocalPoint } from '@shared/schemas/media';
import { FocalPointPicker } from './FocalPointPicker';

function Harness({ seen }: { seen: FocalPoint[] }) {
  const [value, setValue] = useState<FocalPoint>({ x: 0.5, y: 0.5 });
  return (
    <FocalPointPicker
      src="/api/images/0123456789abcdef0123456789abcdef.webp"
      width={900}
      height={1600}
      value={value}
      onChange={(point) => {
        seen.push(point);
        setValue(point);
      }}
    />
  );
}

afterEach(cleanup);

describe('FocalPointPicker', () => {
  it('moves with the arrow keys and stops at the edges', () => {
    const seen: FocalPoint[] = [];
    render(<Harness seen={seen} />);
    const picture = screen.getByRole('button', { name: /^Focal point: 50% from the left, 50% from the top/ });
    fireEvent.keyDown(picture, { key: 'ArrowDown' });
    expect(seen.at(-1)).toEqual({ x: 0.5, y: 0.55 });
    for (let i = 0; i < 30; i++) fireEvent.keyDown(picture, { key: 'ArrowLeft' });
    expect(seen.at(-1)?.x).toBe(0);
    expect(picture.getAttribute('aria-label')).toMatch(/0% from the left, 55% from the top/);
  });

  it('takes typed percentages, clamped, and previews the crop the server cuts', () => {
    const seen: FocalPoint[] = [];
    render(<Harness seen={seen} />);
    fireEvent.change(screen.getByLabelText('From the top (%)'), { target: { value: '250' } });
    expect(seen.at(-1)).toEqual({ x: 0.5, y: 1 });
    fireEvent.change(screen.getByLabelText('From the top (%)'), { target: { value: '25' } });
    expect(seen.at(-1)).toEqual({ x: 0.5, y: 0.25 });
    const card = document.querySelector<HTMLImageElement>('.focal-point__crop--card');
    // The same band focalCropRect cuts from a 900 × 1600 portrait at y = 0.25 (functions/src/images tests).
    expect(card?.style.objectPosition).toBe('50% 13.4%');
  });
});
