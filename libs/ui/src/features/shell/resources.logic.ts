/**
 * Filtering of the Additional Resources table, free of React.
 */
import type { DataCategory, OtherResourceLink } from '@portal/contracts';

/**
 * The categories selected when the page opens: only the route's category if it is one of them, else all.
 */
export function initialSelection(categories: readonly DataCategory[], routePath: string | undefined): number[] {
  const match = categories.find((c) => c.datacategory_path === routePath);
  return match ? [match.datacategory_ndx] : categories.map((c) => c.datacategory_ndx);
}

/** Clicking a category button toggles it; the order stays that of the categories. */
export function toggleCategory(selected: readonly number[], ndx: number): number[] {
  return selected.includes(ndx) ? selected.filter((n) => n !== ndx) : [...selected, ndx].sort((a, b) => a - b);
}

/** A resource shows if any of its categories is selected, and its agency matches the Agency filter. */
export function filterResources(
  links: readonly OtherResourceLink[],
  selected: readonly number[] | null,
  agency = '',
): OtherResourceLink[] {
  return links.filter(
    (link) =>
      (selected === null || link.assoc_datacategory_ndx.some((n) => selected.includes(n))) &&
      (agency === '' || link.agency_name === agency),
  );
}

/** The Agency filter's choices: each agency once, alphabetically. */
export function agencyOptions(links: readonly OtherResourceLink[]): string[] {
  return [...new Set(links.map((l) => l.agency_name))].sort((a, b) => a.localeCompare(b));
}
