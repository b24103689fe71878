export { Gauge } from './Gauge';
export type { GaugeRange } from './Gauge';
