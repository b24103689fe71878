/** The stations table page's title, which the navigation and the home page name too. */
export { STATIONS_TITLE } from '../../common/screen-titles';
