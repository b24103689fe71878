/**
 * The web pages the server links to from outside the web app (the alert messages' links), written once: the UI's
 * routes and the alert engine both take them from here, so a moved page cannot leave the e-mails pointing at a 404.
 */
export const PAGE_PATHS = {
  mapExplorer: '/tools/map-explorer',
  alertsManagement: '/tools/system-management/alerts-management',
} as const;
