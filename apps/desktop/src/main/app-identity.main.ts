/**
 * Windows files notifications and taskbar entries under this id, and the installer's appId must be the same
 * (the packaging's spec checks it): kept in a module of its own so the packaging can read it without starting the app.
 */
export const APP_USER_MODEL_ID = 'org.basin-portal.desktop';
