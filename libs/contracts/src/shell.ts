/**
 * Site shell answers: the dashboard's tool inventory, the data categories and the "other resources" links.
 * Field names are the product's.
 */

/** GET /api/stakeholder-tools-inventory-with-sizing/{ndx}: one dashboard card. */
export interface ToolInventoryItem {
  ndx: number;
  tool_name: string;
  description: string;
  /** An internal route ('/tools/...') or, when `external`, an absolute URL. */
  path: string;
  external: boolean;
  /** File name of the card's icon among the UI's bundled tool icons; null for a generic icon. */
  icon_image_file: string | null;
  /** When true the card links to `${path}/${datacategoryPath}` on a category tools page. */
  has_optional_route_parameter: boolean;
  /** Width on the 12-column card grid (1–12). */
  card_width_columns: number;
  card_height_pixels: number;
  /** Hex colour, '#RRGGBB'. */
  card_color: string;
  /** The external app an internal page frames (the Steamboat forecasts tool); null for every other tool. */
  embed_url: string | null;
  /** The data categories (1–4) whose tools page lists this tool. */
  datacategory_ndx: number[];
}

/** GET /api/list-data-categories */
export interface DataCategory {
  datacategory_ndx: number;
  datacategory_name: string;
  /** The category's route key ('watershed-health', ...). */
  datacategory_path: string;
}

/** GET /api/data-other-resources-links[/{ndx}] */
export interface OtherResourceLink {
  resource_url: string;
  resource_text: string;
  agency_name: string;
  assoc_datacategory_ndx: number[];
}

/** A name, linked when `url` is set. */
export interface Credit {
  name: string;
  url: string | null;
}

/**
 * GET /api/site-credits: who the footer and the About page name, as the deployment configures it
 * (SITE_OWNER_NAME/URL for the copyright, SITE_BUILT_BY_NAME/URL for the team or consultancy that built the site).
 */
export interface SiteCredits {
  copyrightHolder: Credit;
  builtBy: Credit;
}
