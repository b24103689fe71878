/** Constants every feature shares (the shell's own texts stay in features/shell/shell.constants.ts). */

/** The product name in the top bar and the browser tab. */
export const PRODUCT_NAME = 'Basin Water Data Portal';

/** Toasts and snackbars hide by themselves after this long, unless shown as persistent. */
export const TOAST_TIMEOUT_MS = 6000;
