/** Layers for the map explorer's specs: a MapLayer with the properties a test cares about, the rest plain. */
import type { LreProperties, MapLayer } from '@portal/contracts';

export function testLayer(
  id: string,
  overrides: Partial<Omit<MapLayer, 'lreProperties'>> & { lreProperties?: Partial<LreProperties> } = {},
): MapLayer {
  const { lreProperties, ...rest } = overrides;
  return {
    id,
    name: id,
    type: 'circle',
    source: 'locations',
    layout: { visibility: 'visible' },
    paint: {},
    drawOrder: 0,
    legendOrder: 0,
    ...rest,
    lreProperties: { legendGroup: 'Monitoring Data', layerGroup: id, ...lreProperties },
  };
}
