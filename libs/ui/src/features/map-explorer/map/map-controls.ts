/**
 * The map's own controls that MapLibre does not ship: reset-to-home, the
 * feet-based scale, and an empty control React renders into (drawing extras).
 */
import type { IControl, Map as MapLibreMap } from 'maplibre-gl';
import { distanceM } from './drawing/measurements.logic';
import { feetScale } from './scale.logic';

const SVG_NS = 'http://www.w3.org/2000/svg';

function controlGroup(extraClass?: string): HTMLDivElement {
  const container = document.createElement('div');
  container.className = `maplibregl-ctrl maplibregl-ctrl-group${extraClass ? ` ${extraClass}` : ''}`;
  return container;
}

/** A house outline, drawn like MapLibre's own control icons. */
function homeIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', 'M10 3 2.5 9.5h2.2V17h4v-4.5h2.6V17h4V9.5h2.2z');
  path.setAttribute('fill', 'currentColor');
  svg.appendChild(path);
  return svg;
}

/** Flies back to the default centre and zoom. */
export class HomeControl implements IControl {
  private container: HTMLDivElement | null = null;

  constructor(private readonly goHome: () => void) {}

  onAdd(): HTMLElement {
    this.container = controlGroup();
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'map-explorer-home-button';
    button.title = 'Reset to home view';
    button.setAttribute('aria-label', 'Reset to home view');
    button.appendChild(homeIcon());
    button.addEventListener('click', () => this.goHome());
    this.container.appendChild(button);
    return this.container;
  }

  onRemove(): void {
    this.container?.remove();
    this.container = null;
  }
}

/**
 * The feet-based scale: a bar of a round number of feet, up to `maxWidth` px, measured across the map's middle,
 * captioned 'Feet scale'. Zoomed in past a mile across, MapLibre's imperial bar shows feet too; the caption tells
 * the two apart, so the pair does not read as one scale drawn twice.
 */
export class FeetScaleControl implements IControl {
  private map: MapLibreMap | null = null;
  private container: HTMLDivElement | null = null;
  private bar: HTMLDivElement | null = null;
  private readonly update = () => {
    const map = this.map;
    const bar = this.bar;
    if (!map || !bar) return;
    const y = map.getContainer().clientHeight / 2;
    const left = map.unproject([0, y]);
    const right = map.unproject([this.maxWidth, y]);
    const metresPerPixel = distanceM([left.lng, left.lat], [right.lng, right.lat]) / this.maxWidth;
    const scale = feetScale(metresPerPixel, this.maxWidth);
    bar.style.width = `${Math.round(scale.widthPx)}px`;
    bar.textContent = scale.label;
  };

  constructor(private readonly maxWidth: number) {}

  onAdd(map: MapLibreMap): HTMLElement {
    this.map = map;
    const container = document.createElement('div');
    container.className = 'maplibregl-ctrl map-explorer-feet-scale-control';
    Object.assign(container.style, { display: 'flex', alignItems: 'flex-end', gap: '4px' });
    const caption = document.createElement('span');
    caption.className = 'map-explorer-feet-scale-caption';
    caption.textContent = 'Feet scale';
    // Over any basemap: the same white backing MapLibre gives its own scale bar.
    Object.assign(caption.style, { fontSize: '10px', lineHeight: '16px', padding: '0 4px', background: 'rgba(255, 255, 255, 0.8)', color: '#333' });
    caption.setAttribute('aria-hidden', 'true');
    const bar = document.createElement('div');
    bar.className = 'maplibregl-ctrl-scale map-explorer-feet-scale';
    bar.setAttribute('aria-label', 'Scale in feet');
    container.append(caption, bar);
    this.container = container;
    this.bar = bar;
    map.on('move', this.update);
    this.update();
    return container;
  }

  onRemove(): void {
    this.map?.off('move', this.update);
    this.container?.remove();
    this.map = null;
    this.container = null;
    this.bar = null;
  }
}

/** A control box whose content React renders through a portal (the circle and measurements buttons). */
export class PortalControl implements IControl {
  readonly container: HTMLDivElement = controlGroup('map-explorer-portal-control');

  onAdd(): HTMLElement {
    return this.container;
  }

  onRemove(): void {
    this.container.remove();
  }
}
