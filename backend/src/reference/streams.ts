import type { LonLat } from './geography';

// The main rivers and creeks of the demo basin as simple polylines. Real stream lines (the National
// Hydrography Dataset) are large files we do not ship; these are drawn by hand through the demo's gauges,
// sampling sites and reservoirs in downstream order, so every station sits on its stream. They are plausible
// for a map at basin scale, not survey data (the layer's popup says so).

export interface Stream {
  ndx: number;
  name: string;
  kind: 'river' | 'creek';
  /** Upstream to downstream. */
  line: readonly LonLat[];
}

export const STREAMS: readonly Stream[] = [
  { ndx: 1, name: 'Bear River', kind: 'river', line: [
    [-107.13, 40.02], [-107.075, 40.045], [-107.0331, 40.0536], [-107.018, 40.061], [-107.01, 40.066], [-106.97, 40.1],
    [-106.905, 40.15],
  ] },
  { ndx: 2, name: 'Yampa River', kind: 'river', line: [
    [-106.905, 40.15], [-106.92, 40.2], [-106.935, 40.235], [-106.9, 40.25], [-106.8822, 40.2606], [-106.859, 40.28],
    [-106.8281, 40.2886], [-106.823, 40.3], [-106.81, 40.34], [-106.8, 40.39], [-106.812, 40.452], [-106.834, 40.488],
    [-106.858, 40.5], [-106.895, 40.51], [-106.96, 40.505], [-107.02, 40.495], [-107.12, 40.48], [-107.257, 40.486],
    [-107.35, 40.5], [-107.4336, 40.5097], [-107.548, 40.502], [-107.6136, 40.4814], [-107.7, 40.47], [-107.85, 40.48],
    [-108.0333, 40.5028], [-108.07, 40.51], [-108.2, 40.47], [-108.3, 40.42], [-108.45, 40.445], [-108.51, 40.455],
    [-108.7, 40.5], [-108.95, 40.52],
  ] },
  { ndx: 3, name: 'Elk River', kind: 'river', line: [
    [-106.8, 40.9], [-106.86, 40.8], [-106.9156, 40.7175], [-106.93, 40.7], [-106.95, 40.62], [-106.955, 40.56],
    [-106.9517, 40.5164], [-106.96, 40.505],
  ] },
  { ndx: 4, name: 'Fish Creek', kind: 'creek', line: [
    [-106.68, 40.5], [-106.7719, 40.4797], [-106.808, 40.48], [-106.83, 40.4825],
  ] },
  { ndx: 5, name: 'Walton Creek', kind: 'creek', line: [[-106.7, 40.4], [-106.79, 40.43], [-106.806, 40.445]] },
  { ndx: 6, name: 'Soda Creek', kind: 'creek', line: [[-106.78, 40.56], [-106.822, 40.493], [-106.83, 40.486]] },
  { ndx: 7, name: 'Oak Creek', kind: 'creek', line: [[-106.99, 40.24], [-106.957, 40.275], [-106.93, 40.242]] },
  { ndx: 8, name: 'Morrison Creek', kind: 'creek', line: [[-106.72, 40.2], [-106.79, 40.245], [-106.859, 40.28]] },
  { ndx: 9, name: 'Trout Creek', kind: 'creek', line: [[-107.1, 40.3], [-107.06, 40.44], [-107.04, 40.49]] },
  { ndx: 10, name: 'Elkhead Creek', kind: 'creek', line: [
    [-107.2, 40.78], [-107.285, 40.6697], [-107.387, 40.56], [-107.4, 40.53], [-107.4336, 40.5097],
  ] },
  { ndx: 11, name: 'Williams Fork', kind: 'river', line: [
    [-107.35, 40.12], [-107.5, 40.25], [-107.61, 40.37], [-107.6486, 40.4375], [-107.66, 40.475],
  ] },
  { ndx: 12, name: 'Fortification Creek', kind: 'creek', line: [[-107.55, 40.8], [-107.545, 40.56], [-107.55, 40.503]] },
  { ndx: 13, name: 'Milk Creek', kind: 'creek', line: [[-107.62, 40.18], [-107.8, 40.3], [-107.9, 40.43], [-107.95, 40.485]] },
  { ndx: 14, name: 'Little Snake River', kind: 'river', line: [
    [-107.0, 41.0], [-107.2, 41.02], [-107.3828, 40.9997], [-107.5469, 41.0353], [-107.66, 41.04], [-107.85, 40.98],
    [-108.05, 40.85], [-108.2, 40.72], [-108.4239, 40.5478], [-108.44, 40.545], [-108.45, 40.445],
  ] },
  { ndx: 15, name: 'Slater Fork', kind: 'creek', line: [[-107.15, 40.8], [-107.28, 40.85], [-107.38, 40.93], [-107.39, 41.0]] },
  { ndx: 16, name: 'Savery Creek', kind: 'creek', line: [[-107.3, 41.33], [-107.4, 41.25], [-107.48, 41.1], [-107.5, 41.03]] },
];
