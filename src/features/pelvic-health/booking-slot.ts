import type { ComponentType, ReactNode } from 'react';
import type { BookingType } from '../../config/site-config';

export type BookingButtonSlotProps = { type: BookingType; children: ReactNode; className?: string };

/**
 * The booking feature's `BookingButton`, handed in by the page. Features never import each other
 * (eslint.config.js), so this feature names the shape it needs and the page supplies it.
 */
export type BookingButtonSlot = ComponentType<BookingButtonSlotProps>;
