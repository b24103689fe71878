/**
 * The part of @mapbox/mapbox-gl-draw 1.5 the map explorer uses. The package ships no types, and the DefinitelyTyped
 * ones depend on mapbox-gl; these name maplibre-gl's control interface instead.
 */
declare module '@mapbox/mapbox-gl-draw' {
  import type { IControl } from 'maplibre-gl';

  export interface DrawFeatureJson {
    id: string | number;
    type: 'Feature';
    properties: Record<string, unknown> | null;
    geometry: { type: string; coordinates: unknown };
  }

  export interface DrawFeatureCollection {
    type: 'FeatureCollection';
    features: DrawFeatureJson[];
  }

  /** `this` inside a custom mode's handlers (the mode interface of mapbox-gl-draw's docs/MODES.md). */
  export interface DrawModeContext {
    map: import('maplibre-gl').Map;
    newFeature(geojson: unknown): DrawModeFeature;
    addFeature(feature: DrawModeFeature): void;
    getFeature(id: string | number): DrawModeFeature | undefined;
    deleteFeature(ids: string | number | (string | number)[], options?: { silent?: boolean }): void;
    clearSelectedFeatures(): void;
    changeMode(mode: string, options?: Record<string, unknown>, eventOptions?: { silent?: boolean }): void;
    updateUIClasses(options: { mouse?: string }): void;
    activateUIButton(name?: string): void;
    setActionableState(actions: { trash?: boolean; combineFeatures?: boolean; uncombineFeatures?: boolean }): void;
    fire(eventName: string, data: unknown): void;
  }

  export interface DrawModeFeature {
    id: string | number;
    properties: Record<string, unknown>;
    incomingCoords(coordinates: unknown): void;
    setProperty(name: string, value: unknown): void;
    isValid(): boolean;
    toGeoJSON(): DrawFeatureJson;
  }

  export interface DrawMouseEvent {
    lngLat: { lng: number; lat: number };
    point: { x: number; y: number };
    originalEvent: MouseEvent;
  }

  // Handlers are declared as methods so that each mode object can type its own state.
  export interface DrawCustomMode<State = unknown> {
    onSetup?(this: DrawModeContext, options: Record<string, unknown>): State;
    onClick?(this: DrawModeContext, state: State, event: DrawMouseEvent): void;
    onTap?(this: DrawModeContext, state: State, event: DrawMouseEvent): void;
    onMouseMove?(this: DrawModeContext, state: State, event: DrawMouseEvent): void;
    onKeyUp?(this: DrawModeContext, state: State, event: KeyboardEvent): void;
    onStop?(this: DrawModeContext, state: State): void;
    onTrash?(this: DrawModeContext, state: State): void;
    toDisplayFeatures(this: DrawModeContext, state: State, geojson: DrawFeatureJson, display: (geojson: DrawFeatureJson) => void): void;
  }

  export interface DrawOptions {
    displayControlsDefault?: boolean;
    controls?: Partial<Record<'point' | 'line_string' | 'polygon' | 'trash' | 'combine_features' | 'uncombine_features', boolean>>;
    modes?: Record<string, unknown>;
    defaultMode?: string;
    userProperties?: boolean;
    boxSelect?: boolean;
    keybindings?: boolean;
    touchEnabled?: boolean;
  }

  export default class MapboxDraw implements IControl {
    constructor(options?: DrawOptions);
    static modes: Record<string, unknown>;
    static constants: { classes: Record<string, string>; cursors: Record<string, string>; modes: Record<string, string> };
    onAdd(map: import('maplibre-gl').Map): HTMLElement;
    onRemove(map: import('maplibre-gl').Map): void;
    getAll(): DrawFeatureCollection;
    getSelected(): DrawFeatureCollection;
    set(collection: DrawFeatureCollection): string[];
    deleteAll(): this;
    changeMode(mode: string, options?: Record<string, unknown>): this;
    getMode(): string;
  }
}
