export { Gauge } from './Gauge';
export type { GaugeProps, GaugeRange } from './Gauge';
export { arcPath, arcPoint, gaugeFraction } from './gauge.logic';
