/** A bottom panel's height over a screen, and expanded. */
export const PANEL_HEIGHT = '460px';
export const PANEL_EXPANDED_HEIGHT = '70vh';

/** The frame's button names, as screen readers and tests find them. */
export const PANEL_TEXT = {
  expand: 'Expand panel',
  restore: 'Restore panel size',
  close: 'Close',
} as const;
