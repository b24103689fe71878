/** Sidebar groups and their open state, free of React. */

/** Who sees a group or an entry: everyone, Stakeholders (and admins), Administrators and Developers, or Administrators only. */
export type NavAccess = 'public' | 'stakeholder' | 'admin' | 'administrator';

/** The visibility filter's view of the user (the role flags of the auth feature). */
export interface NavViewer {
  isAdmin: boolean;
  isAdministrator: boolean;
  isStakeholder: boolean;
}

export interface NavItem {
  label: string;
  /** An internal route, or an absolute URL opened in a new tab when `external`. */
  to: string;
  external?: boolean;
  /** Narrower than its group's: who sees this entry. */
  access?: NavAccess;
}

export interface NavGroup {
  id: string;
  label: string;
  access: NavAccess;
  items: readonly NavItem[];
}

export const SIDEBAR_STORAGE_KEY = 'portal.sidebar';

export interface SidebarState {
  /** The expanded group; accordion: at most one. */
  openGroup: string | null;
  /** Wide screens only: the sidebar folded away. */
  collapsed: boolean;
}

export const DEFAULT_SIDEBAR_STATE: SidebarState = { openGroup: null, collapsed: false };

export function readSidebarState(storage: Pick<Storage, 'getItem'> | undefined): SidebarState {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SIDEBAR_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_SIDEBAR_STATE;
    const { openGroup, collapsed } = parsed as Partial<Record<keyof SidebarState, unknown>>;
    return {
      openGroup: typeof openGroup === 'string' ? openGroup : null,
      collapsed: collapsed === true,
    };
  } catch {
    return DEFAULT_SIDEBAR_STATE;
  }
}

export function writeSidebarState(storage: Pick<Storage, 'setItem'> | undefined, state: SidebarState): void {
  try {
    storage?.setItem(SIDEBAR_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Not persisting is better than failing the click.
  }
}

/** Clicking a group's header opens it and closes the others, or closes it when it was open. */
export function toggleGroup(state: SidebarState, groupId: string): SidebarState {
  return { ...state, openGroup: state.openGroup === groupId ? null : groupId };
}

/** The visibility filter: admin-only entries hidden from everyone else. */
export function canSee(access: NavAccess, viewer: NavViewer): boolean {
  if (access === 'administrator') return viewer.isAdministrator;
  if (access === 'admin') return viewer.isAdmin;
  if (access === 'stakeholder') return viewer.isStakeholder;
  return true;
}

/**
 * The groups a visitor may see, with only the entries that lead somewhere and are theirs to see: external links,
 * and internal links to screens that are built (`isBuilt`). A group left with no entry is hidden.
 */
export function visibleGroups(
  groups: readonly NavGroup[],
  viewer: NavViewer,
  isBuilt: (path: string) => boolean,
): NavGroup[] {
  return groups
    .filter((g) => canSee(g.access, viewer))
    .map((g) => ({ ...g, items: g.items.filter((i) => (!i.access || canSee(i.access, viewer)) && (i.external || isBuilt(i.to))) }))
    .filter((g) => g.items.length > 0);
}

/** The group holding the current route, so it can be shown open on arrival. */
export function groupOfPath(groups: readonly NavGroup[], pathname: string): string | null {
  const group = groups.find((g) =>
    g.items.some((i) => !i.external && (pathname === i.to || pathname.startsWith(`${i.to}/`))),
  );
  return group?.id ?? null;
}
