import {
  DEFAULT_SIDEBAR_STATE, groupOfPath, type NavGroup, readSidebarState, SIDEBAR_STORAGE_KEY, toggleGroup, visibleGroups,
  writeSidebarState,
} from './sidebar.logic';

const groups: NavGroup[] = [
  { id: 'tools', label: 'Tools', access: 'public', items: [{ label: 'Stations', to: '/tools/stations' }] },
  { id: 'ops', label: 'Operations', access: 'stakeholder', items: [{ label: 'Yamcolo', to: '/yamcolo' }] },
  { id: 'ext', label: 'External', access: 'public', items: [{ label: 'CBRFC', to: 'https://www.cbrfc.noaa.gov/', external: true }] },
];

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
}

describe('sidebar state', () => {
  it('opens one group at a time, and closes the open one when clicked again', () => {
    const opened = toggleGroup(DEFAULT_SIDEBAR_STATE, 'tools');
    expect(opened.openGroup).toBe('tools');
    expect(toggleGroup(opened, 'ext').openGroup).toBe('ext');
    expect(toggleGroup(opened, 'tools').openGroup).toBeNull();
  });

  it('survives a reload through storage', () => {
    const storage = memoryStorage();
    writeSidebarState(storage, { openGroup: 'tools', collapsed: true });
    expect(readSidebarState(storage)).toEqual({ openGroup: 'tools', collapsed: true });
  });

  it('starts with every group closed and the sidebar shown when storage holds nothing usable', () => {
    const storage = memoryStorage();
    expect(readSidebarState(storage)).toEqual(DEFAULT_SIDEBAR_STATE);
    storage.setItem(SIDEBAR_STORAGE_KEY, '{not json');
    expect(readSidebarState(storage)).toEqual(DEFAULT_SIDEBAR_STATE);
    storage.setItem(SIDEBAR_STORAGE_KEY, '{"openGroup":3,"collapsed":"yes"}');
    expect(readSidebarState(storage)).toEqual(DEFAULT_SIDEBAR_STATE);
  });

  const everythingBuilt = () => true;
  const visitor = { isAdmin: false, isAdministrator: false, isStakeholder: false };
  const stakeholder = { isAdmin: false, isAdministrator: false, isStakeholder: true };
  const developer = { isAdmin: true, isAdministrator: false, isStakeholder: true };
  const admin = { isAdmin: true, isAdministrator: true, isStakeholder: true };

  it('shows each guarded group only to the roles it is for', () => {
    const withSystem: NavGroup[] = [...groups, { id: 'sys', label: 'System', access: 'admin', items: [{ label: 'Contacts', to: '/c' }] }];
    const ids = (viewer: typeof visitor) => visibleGroups(withSystem, viewer, everythingBuilt).map((g) => g.id);
    expect(ids(visitor)).toEqual(['tools', 'ext']);
    expect(ids(stakeholder)).toEqual(['tools', 'ops', 'ext']);
    expect(ids(admin)).toEqual(['tools', 'ops', 'ext', 'sys']);
  });

  it('shows an entry narrower than its group only to the roles it is for', () => {
    const system: NavGroup = {
      id: 'sys', label: 'System', access: 'admin',
      items: [{ label: 'Contacts', to: '/c' }, { label: 'Logger Keys', to: '/k', access: 'administrator' }],
    };
    const labels = (viewer: typeof visitor) => visibleGroups([system], viewer, everythingBuilt).flatMap((g) => g.items.map((i) => i.label));
    expect(labels(admin)).toEqual(['Contacts', 'Logger Keys']);
    expect(labels(developer)).toEqual(['Contacts']);
    expect(labels(stakeholder)).toEqual([]);
  });

  it('leaves out links to screens not built yet, and a group left empty, but keeps external links', () => {
    const tools: NavGroup = {
      id: 'tools', label: 'Tools', access: 'public',
      items: [{ label: 'Stations', to: '/tools/stations' }, { label: 'Map', to: '/tools/map' }],
    };
    const onlyStations = (path: string) => path === '/tools/stations';
    expect(visibleGroups([tools, ...groups.slice(1)], admin, onlyStations)).toEqual([
      { ...tools, items: [{ label: 'Stations', to: '/tools/stations' }] },
      groups[2],
    ]);
  });

  it("finds the group of the current route, including the route's parameters", () => {
    expect(groupOfPath(groups, '/tools/stations/4')).toBe('tools');
    expect(groupOfPath(groups, '/tools/stationsx')).toBeNull();
    expect(groupOfPath(groups, '/')).toBeNull();
  });
});
