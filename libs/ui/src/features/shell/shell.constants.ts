/** The Steamboat forecasts page's title: the product's wording, kept exactly. */
export const STEAMBOAT_TITLE = 'City of Steamboat Temp/Flow Forecasts Tool';

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
