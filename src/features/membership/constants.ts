/** Spec, section 9: the membership slider locks wheel input for 600 ms after each step. */
export const SLIDER_WHEEL_LOCK_MS = 600;

/** Spec, section 2: the membership slider has six steps. */
export const MEMBERSHIP_STEP_COUNT = 6;
