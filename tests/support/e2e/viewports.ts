/** The two widths every e2e test runs at (the `phone` and `desktop` projects of playwright.config.ts). */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
