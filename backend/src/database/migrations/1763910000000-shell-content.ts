import { MigrationInterface, QueryRunner } from 'typeorm';
import { watchTables } from './data-change-triggers';

/** The new tables; their answers are served from the versioned cache, so every write must bump it. */
const TABLES = [
  'tool_inventory',
  'tool_inventory_data_categories',
  'other_resource_links',
  'other_resource_link_data_categories',
];

/**
 * Content of the site shell: the dashboard's tool cards with their sizing and the
 * categories each belongs to, and the "other resources" links of the Additional Resources page and the
 * stakeholder drawers. Category associations are join tables rather than arrays so the foreign keys to
 * data_categories hold. The stakeholder categories' presentation (titles, images, icons, colours) is not
 * stored here: it ships with the UI's images (see libs/ui/src/features/shell/stakeholders.ts).
 */
export class ShellContent1763910000000 implements MigrationInterface {
  name = 'ShellContent1763910000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tool_inventory (
        ndx integer PRIMARY KEY,
        tool_name text NOT NULL,
        description text NOT NULL,
        path text NOT NULL,
        external boolean NOT NULL DEFAULT false,
        icon_image_file text,
        has_optional_route_parameter boolean NOT NULL DEFAULT false,
        card_width_columns smallint NOT NULL DEFAULT 4 CHECK (card_width_columns BETWEEN 1 AND 12),
        card_height_pixels smallint NOT NULL DEFAULT 220 CHECK (card_height_pixels BETWEEN 80 AND 1000),
        card_color text NOT NULL DEFAULT '#2D72D2' CHECK (card_color ~ '^#[0-9A-Fa-f]{6}$'),
        embed_url text CHECK (embed_url ~ '^https://'),
        sort_order smallint NOT NULL DEFAULT 0,
        -- An internal path is a route of the portal; an external one opens in a new tab and must be https.
        CHECK (CASE WHEN external THEN path ~ '^https://' ELSE path ~ '^/' END)
      )`);
    await q.query(`
      CREATE TABLE tool_inventory_data_categories (
        ndx integer NOT NULL REFERENCES tool_inventory(ndx) ON DELETE CASCADE,
        datacategory_ndx integer NOT NULL REFERENCES data_categories(datacategory_ndx) ON DELETE CASCADE,
        PRIMARY KEY (datacategory_ndx, ndx)
      )`);
    await q.query(`
      CREATE TABLE other_resource_links (
        resource_ndx integer PRIMARY KEY,
        resource_url text NOT NULL CHECK (resource_url ~ '^https?://'),
        resource_text text NOT NULL,
        agency_name text NOT NULL,
        sort_order smallint NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE other_resource_link_data_categories (
        resource_ndx integer NOT NULL REFERENCES other_resource_links(resource_ndx) ON DELETE CASCADE,
        datacategory_ndx integer NOT NULL REFERENCES data_categories(datacategory_ndx) ON DELETE CASCADE,
        PRIMARY KEY (datacategory_ndx, resource_ndx)
      )`);
    // Same triggers as migration DataChangeSequence1763800000000 puts on the catalog tables.
    await watchTables(q, TABLES);
  }

  public async down(q: QueryRunner): Promise<void> {
    // Dropping a table drops its triggers; children first.
    for (const table of [...TABLES].reverse()) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
