import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Basemap } from '@portal/contracts';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { preloadIcons } from '../../../../testing/icons';
import { apiUrlResolver } from '../../../../components/location-map/api-url.logic';
import { ControlPanel } from './ControlPanel';
import { initialVisibility, legendGroupSections, type VisibilityState } from '../layers/layers.logic';
import { testLayer } from '../map-explorer.testing';
import type { ControlPanelSection } from '../route.logic';

/** Screens the tests pretend are built on top of the real list. */
const mockBuiltPaths = new Set<string>();
jest.mock('../../../../paths', () => {
  const actual = jest.requireActual<typeof import('../../../../paths')>('../../../../paths');
  return { ...actual, isBuiltPath: (path: string) => mockBuiltPaths.has(path) || actual.isBuiltPath(path) };
});
afterEach(() => mockBuiltPaths.clear());

const tf = (id: string, name: string, visible = false) =>
  testLayer(id, { layout: { visibility: visible ? 'visible' : 'none' }, lreProperties: { legendGroup: 'Temperature & Flow', layerGroup: name } });
const layers = [
  testLayer('locations-circle', { lreProperties: { layerGroup: 'Monitoring Locations' } }),
  testLayer('locations-labels', { type: 'symbol', lreProperties: { layerGroup: 'Monitoring Locations' } }),
  testLayer('huc8-fill', { type: 'fill', source: 'huc8', layout: { visibility: 'none' }, lreProperties: { legendGroup: 'Hydrology', layerGroup: 'HUC 8' } }),
  tf('current-flow', 'Current Flow', true),
  tf('current-temperature', 'Current Water Temperature'),
];
const basemaps: Basemap[] = [
  { id: 'outdoors', name: 'Outdoors', styleUrl: '/api/s/outdoors.json', offlineStyleUrl: '/api/s/outdoors.json', previewUrl: '/api/p/outdoors.png' },
  { id: 'satellite', name: 'Satellite', styleUrl: '/api/s/satellite.json', offlineStyleUrl: '/api/s/satellite.json', previewUrl: '/api/p/satellite.png' },
];

/** The panel with its state held as the page holds it, so clicks show their effect. */
function Harness({ onState, opened = ['map-layers', 'temperature-and-flow'], basemapNotice }: { onState: (v: VisibilityState) => void; opened?: ControlPanelSection[]; basemapNotice?: string }) {
  const [visibility, setVisibility] = useState(initialVisibility(layers, { datacategoryPath: null, visibleLayerIds: [] }));
  const [basemapId, setBasemapId] = useState('outdoors');
  const [opacity, setOpacity] = useState(40);
  const [open, setOpen] = useState<ReadonlySet<ControlPanelSection>>(new Set(opened));
  return (
    <ControlPanel
      basemaps={basemaps}
      basemapId={basemapId}
      onBasemap={setBasemapId}
      basemapNotice={basemapNotice}
      sections={legendGroupSections(layers)}
      visibility={visibility}
      onVisibility={(next) => {
        setVisibility(next);
        onState(next);
      }}
      fillOpacity={opacity}
      onFillOpacity={setOpacity}
      openSections={open}
      onToggleSection={(section) => setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(section)) next.add(section);
        return next;
      })}
      resolve={apiUrlResolver('/api', 'http://portal.test/')}
    />
  );
}

function renderPanel(opened?: ControlPanelSection[], basemapNotice?: string) {
  const states: VisibilityState[] = [];
  render(
    <MemoryRouter>
      <Harness onState={(v) => states.push(v)} opened={opened} basemapNotice={basemapNotice} />
    </MemoryRouter>,
  );
  return states;
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('ControlPanel', () => {
  beforeAll(preloadIcons);

  it('has the three accordions, the route’s one open', () => {
    renderPanel(['temperature-and-flow']);
    expect(screen.getByRole('button', { name: 'Basemaps' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Temperature & Flow Map' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Map Layers' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Map Layers' }));
    expect(screen.getByRole('button', { name: 'Map Layers' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('Temperature & Flow layers behave as a radio group that can be switched off', () => {
    const states = renderPanel();
    expect(radio('Current Flow').checked).toBe(true);

    fireEvent.click(radio('Current Water Temperature'));
    expect(radio('Current Water Temperature').checked).toBe(true);
    expect(radio('Current Flow').checked).toBe(false);
    expect(states.at(-1)).toMatchObject({ 'current-flow': 'none', 'current-temperature': 'visible' });

    fireEvent.click(radio('Current Water Temperature'));
    expect(radio('Current Water Temperature').checked).toBe(false);
    expect(states.at(-1)).toMatchObject({ 'current-flow': 'none', 'current-temperature': 'none' });
  });

  it("offers 'Open Climate & Flows Explorer' in a new tab, that screen being built", () => {
    expect(jest.requireActual<typeof import('../../../../paths')>('../../../../paths').isBuiltPath('/tools/climate-and-flows-explorer')).toBe(true);
    renderPanel();
    // A button (the product's word) that is a link underneath, so it opens in a new tab like one.
    const link = screen.getByRole('button', { name: 'Open Climate & Flows Explorer' });
    expect(link.getAttribute('href')).toBe('/tools/climate-and-flows-explorer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('Map Layers: one checkbox per layer group, by legend group, toggling all its layers', () => {
    const states = renderPanel();
    const monitoring = screen.getByRole('group', { name: 'Monitoring Data' });
    const locations = within(monitoring).getByRole<HTMLInputElement>('checkbox', { name: 'Monitoring Locations' });
    expect(locations.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'HUC 8' }).checked).toBe(false);
    // The Temperature & Flow layers are not repeated here.
    expect(screen.queryByRole('checkbox', { name: 'Current Flow' })).toBeNull();

    fireEvent.click(locations);
    expect(states.at(-1)).toMatchObject({ 'locations-circle': 'none', 'locations-labels': 'none' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'HUC 8' }));
    expect(states.at(-1)).toMatchObject({ 'huc8-fill': 'visible' });
  });

  it('shows the fill opacity slider and the basemap previews', () => {
    renderPanel(['basemaps', 'map-layers']);
    expect(screen.getByRole('slider', { name: 'Fill Opacity' }).getAttribute('aria-valuenow')).toBe('40');
    const satellite = screen.getByRole('button', { name: 'Satellite' });
    expect(satellite.getAttribute('aria-pressed')).toBe('false');
    expect(satellite.querySelector('img')?.getAttribute('src')).toBe('http://portal.test/api/p/satellite.png');
    fireEvent.click(satellite);
    expect(satellite.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Outdoors' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says above the basemaps that the map fell back to the offline one', () => {
    renderPanel(['basemaps'], 'Online basemaps could not be reached; showing the offline map.');
    expect(screen.getByRole('status').textContent).toBe('Online basemaps could not be reached; showing the offline map.');
  });
});
