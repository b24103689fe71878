import { PathIndex } from '../graph-mode/graph-mode.dto';

export class WellNumberParams {
  @PathIndex('The monitoring location (location_ndx; the product calls it the well number).', 101)
  wellNumber!: number;
}
