import { Card, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ApiUrlResolver } from '../../../../components/location-map/api-url.logic';
import type { LegendSection, LegendSymbol } from '../layers/layers.logic';

function Symbol({ symbol, resolve }: { symbol: LegendSymbol; resolve: ApiUrlResolver }) {
  if (symbol.kind === 'color') return <span className="map-explorer-swatch" style={{ background: symbol.color }} aria-hidden />;
  return <img className="map-explorer-legend-icon" src={resolve(symbol.url)} alt="" />;
}

export interface LegendPanelProps {
  sections: readonly LegendSection[];
  resolve: ApiUrlResolver;
  /**
   * What the location circles' colours mean when something other than their location type colours them (graph
   * mode's benchmark classes): shown in place of the Monitoring Data group's location-type swatches.
   */
  locationColours?: ReactNode;
}

/** The legend group whose circles graph mode recolours. */
const LOCATIONS_GROUP = 'Monitoring Data';

/** One legend group's layers, categories with their symbols. */
function LegendItems({ section, resolve }: { section: LegendSection; resolve: ApiUrlResolver }) {
  return (
    <ul>
      {section.items.map((item) => (
        <li key={item.label}>
          <span className="map-explorer-legend-item">
            {item.symbol && <Symbol symbol={item.symbol} resolve={resolve} />}
            {item.label}
          </span>
          {item.symbols.length > 0 && (
            <ul>
              {item.symbols.map(({ label, symbol }) => (
                <li key={label} className="map-explorer-legend-item">
                  <Symbol symbol={symbol} resolve={resolve} />
                  {label}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The legend (toolbar 'Legend'): the visible layers by legend group, categories with their symbols. */
export function LegendPanel({ sections, resolve, locationColours }: LegendPanelProps) {
  return (
    <Card className="map-explorer-legend" role="region" aria-label="Legend">
      <H2 className="map-explorer-panel-title">Legend</H2>
      {sections.length === 0 && <p className="map-explorer-muted">No layers are shown.</p>}
      {sections.map((section) => (
        <section key={section.legendGroup} aria-label={section.legendGroup}>
          <div className="map-explorer-legend-group">{section.legendGroup}</div>
          {locationColours && section.legendGroup === LOCATIONS_GROUP ? locationColours : <LegendItems section={section} resolve={resolve} />}
        </section>
      ))}
    </Card>
  );
}
