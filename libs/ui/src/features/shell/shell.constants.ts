/** The Steamboat forecasts page's title: the product's wording, kept exactly. */
export const STEAMBOAT_TITLE = 'City of Steamboat Temp/Flow Forecasts Tool';

/**
 * Footer: the copyright holder and the consultancy credit. Placeholders until the district confirms its
 * legal name, site and the consultancy to credit.
 */
export const COPYRIGHT_HOLDER = { name: 'Upper Yampa Water Conservancy District', url: 'https://upperyampawater.com/' };
/** Shown as text, without a link, while `url` is null. */
export const CONSULTANCY_CREDIT: { name: string; url: string | null } = {
  name: 'the district’s engineering consultancy',
  url: null,
};

export interface Funder {
  name: string;
  url: string;
}

/** "Funding Provided By": two main sponsors, three additional supporters; demo choices to be confirmed. */
export const MAIN_SPONSORS: readonly Funder[] = [
  { name: 'Colorado Water Conservation Board', url: 'https://cwcb.colorado.gov/' },
  { name: 'Colorado River District', url: 'https://www.coloradoriverdistrict.org/' },
];
export const ADDITIONAL_SUPPORTERS: readonly Funder[] = [
  { name: 'Routt County', url: 'https://www.co.routt.co.us/' },
  { name: 'City of Steamboat Springs', url: 'https://steamboatsprings.net/' },
  { name: 'Colorado Parks and Wildlife', url: 'https://cpw.state.co.us/' },
];
