import type { IconName } from '@blueprintjs/icons';

/**
 * The four stakeholder categories: data categories 1–4.
 * Kept in the UI rather than the database: everything here but ndx and the path key is presentation that
 * changes with the site's design and ships with its own illustrations, and the path keys are routes the
 * router must know before any answer arrives. The server's data_categories rows carry the same ndx and path.
 */
export interface StakeholderCategory {
  ndx: 1 | 2 | 3 | 4;
  /** The card title on the landing page's "Explore by usage" section and the top-bar link. */
  splashTitle: string;
  /** The hero title of the category's own page. */
  landingTitle: string;
  /** The route key, also data_categories.datacategory_path. */
  datacategoryPath: string;
  /** Which bundled illustration to draw (see illustrations.tsx). */
  image: 'health' | 'management' | 'agriculture' | 'recreation';
  /** The stakeholder page's route. */
  path: string;
  description: string;
  icon: IconName;
  /** Accent colour of the category's card, icon and hero. */
  color: string;
}

export const STAKEHOLDER_CATEGORIES: readonly StakeholderCategory[] = [
  {
    ndx: 1,
    splashTitle: 'Watershed Health',
    landingTitle: 'Watershed Health Tools',
    datacategoryPath: 'watershed-health',
    image: 'health',
    path: '/stakeholders/watershed-health',
    description: 'Water quality, temperature and aquatic habitat: how healthy the Yampa and its tributaries are, and where benchmarks are exceeded.',
    icon: 'tree',
    color: '#238551',
  },
  {
    ndx: 2,
    splashTitle: 'Watershed Management',
    landingTitle: 'Watershed Management Tools',
    datacategoryPath: 'watershed-management',
    image: 'management',
    path: '/stakeholders/watershed-management',
    description: 'Streamflow, snowpack and reservoir storage for the people who plan releases, track supply and manage drought.',
    icon: 'layout-hierarchy',
    color: '#2D72D2',
  },
  {
    ndx: 3,
    splashTitle: 'Ag + Land',
    landingTitle: 'Agriculture and Land Tools',
    datacategoryPath: 'agriculture-and-land',
    image: 'agriculture',
    path: '/stakeholders/agriculture-and-land',
    description: 'Irrigation supply, river calls, precipitation and soil moisture for ranchers, irrigators and land managers.',
    icon: 'horizontal-bar-chart',
    color: '#C87619',
  },
  {
    ndx: 4,
    splashTitle: 'Recreation',
    landingTitle: 'Recreation Tools',
    datacategoryPath: 'recreation',
    image: 'recreation',
    path: '/stakeholders/recreation',
    description: 'Flows, water temperatures and forecasts for anglers, boaters and tubers planning a day on the river.',
    icon: 'walk',
    color: '#147EB3',
  },
];

export function stakeholderByPath(datacategoryPath: string | undefined): StakeholderCategory | undefined {
  return STAKEHOLDER_CATEGORIES.find((c) => c.datacategoryPath === datacategoryPath);
}
