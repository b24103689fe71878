/** The releases the Changelog page lists, newest first. */
export interface Release {
  version: string;
  date: string;
  changes: string[];
}

export const CHANGELOG: readonly Release[] = [
  {
    version: '0.1.0',
    date: '2026-11',
    changes: [
      'Sign-in with OpenID Connect: Administrator, Developer and Stakeholder roles, account and profile pages.',
      'System Management: contacts, groups, their associations, Colors of Water controls and SMS help.',
      'Landing page, dashboards, stakeholder pages, additional resources, the stations table and the Steamboat forecasts tool.',
    ],
  },
];
