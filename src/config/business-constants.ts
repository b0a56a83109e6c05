/** Marketing claims from the product spec; copy reads them from here so a change is one edit. */
export const EXECUTIVES_SERVED = 200;
export const YEARS_OF_EXPERIENCE = 15;
export const EXECUTIVE_EXAM_HOURS = { min: 4, max: 6 } as const;
export const PREVENTABLE_EVENTS_PERCENT = 70;
