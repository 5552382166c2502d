/**
 * How every screenshot is taken: finite animations finished, the caret hidden, one image pixel per CSS pixel. The
 * toHaveScreenshot options in playwright.config.ts, and the shot tests/support/screenshot.ts takes to compare with a
 * baseline byte for byte, share them, so the two shots cannot differ in how they are made.
 */
export const shot = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
