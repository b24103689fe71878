import { AnchorButton, Callout, Checkbox, Radio, Slider } from '@blueprintjs/core';
import type { Basemap } from '@portal/contracts';
import { useHref } from 'react-router-dom';
import { CLIMATE_AND_FLOWS_PATH, isBuiltPath } from '../../../../paths';
import { Accordion } from './Accordion';
import type { ApiUrlResolver } from '../../../../components/location-map/api-url.logic';
import {
  isLayerGroupVisible, type LegendGroupSection, selectRadioLayerGroup, setLayerGroupVisibility, type VisibilityState,
} from '../layers/layers.logic';
import { TEMPERATURE_AND_FLOW_GROUP } from '../map-explorer.constants';
import type { ControlPanelSection } from '../route.logic';

export interface ControlPanelProps {
  basemaps: readonly Basemap[] | undefined;
  basemapId: string;
  onBasemap: (id: Basemap['id']) => void;
  /** Said above the basemaps when the map shows something other than asked (the offline fallback); none when null. */
  basemapNotice?: string | null;
  sections: readonly LegendGroupSection[];
  visibility: VisibilityState | null;
  onVisibility: (next: VisibilityState) => void;
  fillOpacity: number;
  onFillOpacity: (percent: number) => void;
  openSections: ReadonlySet<ControlPanelSection>;
  onToggleSection: (section: ControlPanelSection) => void;
  resolve: ApiUrlResolver;
}

/**
 * The left control panel: Basemaps with previews,
 * the Temperature & Flow Map radio group, and Map Layers with a checkbox per layer group and the fill opacity slider.
 */
export function ControlPanel(props: ControlPanelProps) {
  const { sections, visibility, onVisibility, openSections, onToggleSection } = props;
  const temperatureAndFlow = sections.find((section) => section.legendGroup === TEMPERATURE_AND_FLOW_GROUP);
  const others = sections.filter((section) => section !== temperatureAndFlow);
  const climateExplorerHref = useHref(CLIMATE_AND_FLOWS_PATH);
  return (
    <div className="map-explorer-control-panel">
      <Accordion title="Basemaps" isOpen={openSections.has('basemaps')} onToggle={() => onToggleSection('basemaps')}>
        {props.basemapNotice && (
          <Callout className="map-explorer-basemap-notice" intent="warning" icon="offline" compact role="status">
            {props.basemapNotice}
          </Callout>
        )}
        <div className="map-explorer-basemaps" role="group" aria-label="Basemaps">
          {(props.basemaps ?? []).map((basemap) => (
            <button
              key={basemap.id}
              type="button"
              className="map-explorer-basemap"
              aria-pressed={basemap.id === props.basemapId}
              onClick={() => props.onBasemap(basemap.id)}
            >
              <img src={props.resolve(basemap.previewUrl)} alt="" width={80} height={56} />
              <span>{basemap.name}</span>
            </button>
          ))}
        </div>
      </Accordion>
      <Accordion
        title="Temperature & Flow Map"
        isOpen={openSections.has('temperature-and-flow')}
        onToggle={() => onToggleSection('temperature-and-flow')}
      >
        {temperatureAndFlow && visibility && (
          <div role="radiogroup" aria-label="Temperature & Flow layers">
            {temperatureAndFlow.layerGroups.map((group) => (
              <Radio
                key={group.name}
                name="temperature-and-flow"
                label={group.name}
                checked={isLayerGroupVisible(group, visibility)}
                // onClick, not onChange: clicking the checked radio again must switch it off.
                onClick={() => onVisibility(selectRadioLayerGroup(visibility, temperatureAndFlow, group))}
                onChange={() => undefined}
              />
            ))}
          </div>
        )}
        {/* Offered once that screen exists: until then the link would only lead to the 404 page. */}
        {isBuiltPath(CLIMATE_AND_FLOWS_PATH) && (
          <AnchorButton
            icon="share"
            text="Open Climate & Flows Explorer"
            href={climateExplorerHref}
            target="_blank"
            rel="noopener noreferrer"
          />
        )}
      </Accordion>
      <Accordion title="Map Layers" isOpen={openSections.has('map-layers')} onToggle={() => onToggleSection('map-layers')}>
        {visibility &&
          others.map((section) => (
            <fieldset key={section.legendGroup} className="map-explorer-layer-group">
              {/* The legend names the group; a heading here would skip levels under the page's h1. */}
              <legend className="map-explorer-layer-group-name">{section.legendGroup}</legend>
              {section.layerGroups.map((group) => {
                const visible = isLayerGroupVisible(group, visibility);
                return (
                  <Checkbox
                    key={group.name}
                    label={group.name}
                    checked={visible}
                    onChange={() => onVisibility(setLayerGroupVisibility(visibility, group, !visible))}
                  />
                );
              })}
            </fieldset>
          ))}
        {/* With the layers, not before them: otherwise the arriving list pushes the slider down the panel. */}
        {visibility && (
          <div className="map-explorer-opacity">
            <span>Fill Opacity</span>
            <Slider
              min={0}
              max={100}
              stepSize={1}
              labelStepSize={25}
              value={props.fillOpacity}
              onChange={props.onFillOpacity}
              handleHtmlProps={{ 'aria-label': 'Fill Opacity' }}
            />
          </div>
        )}
      </Accordion>
    </div>
  );
}
