import type { DataCategory, OtherResourceLink, ToolInventoryItem } from '@portal/contracts';
import type { DataSource } from 'typeorm';

/** The tools of one data category in card order, or every tool for 0, each with all its categories. */
export const getStakeholderToolsInventoryWithSizingQuery = (db: DataSource, datacategoryNdx: number): Promise<ToolInventoryItem[]> =>
  db.query(
    `SELECT t.ndx, t.tool_name, t.description, t.path, t.external, t.icon_image_file,
            t.has_optional_route_parameter, t.card_width_columns::int, t.card_height_pixels::int, t.card_color,
            t.embed_url,
            coalesce(array_agg(c.datacategory_ndx ORDER BY c.datacategory_ndx)
                       FILTER (WHERE c.datacategory_ndx IS NOT NULL), '{}') AS datacategory_ndx
       FROM tool_inventory t
       LEFT JOIN tool_inventory_data_categories c ON c.ndx = t.ndx
      GROUP BY t.ndx
     HAVING $1::integer = 0 OR $1 = ANY (array_agg(c.datacategory_ndx))
      ORDER BY t.sort_order, t.ndx`,
    [datacategoryNdx],
  );

export const getListDataCategoriesQuery = (db: DataSource): Promise<DataCategory[]> =>
  db.query(`SELECT datacategory_ndx, datacategory_name, datacategory_path FROM data_categories ORDER BY datacategory_ndx`);

/** Every resource link, or those of one category, in the district's order, each with all its categories. */
export const getDataOtherResourcesLinksQuery = (db: DataSource, datacategoryNdx?: number): Promise<OtherResourceLink[]> =>
  db.query(
    `SELECT r.resource_url, r.resource_text, r.agency_name,
            coalesce(array_agg(c.datacategory_ndx ORDER BY c.datacategory_ndx)
                       FILTER (WHERE c.datacategory_ndx IS NOT NULL), '{}') AS assoc_datacategory_ndx
       FROM other_resource_links r
       LEFT JOIN other_resource_link_data_categories c ON c.resource_ndx = r.resource_ndx
      GROUP BY r.resource_ndx
     HAVING $1::integer IS NULL OR $1 = ANY (array_agg(c.datacategory_ndx))
      ORDER BY r.sort_order, r.resource_ndx`,
    [datacategoryNdx ?? null],
  );
