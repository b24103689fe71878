/** The stations table page's title; in its own module so the home page can link it without loading the lazy page. */
export const STATIONS_TITLE = 'Monitoring Locations and Parameters by Basin Region';
