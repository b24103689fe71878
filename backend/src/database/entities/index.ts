import { Location } from './location.entity';
import {
  Basin, Benchmark, DataCategory, DataSource, LocationType, Organization, Parameter, ParameterGroup,
  RegionalGroup, SourceCategory, Threat, Unit,
} from './lookups.entity';
import { LocationParameterSummary, Result } from './result.entity';

export * from './location.entity';
export * from './lookups.entity';
export * from './result.entity';

export const entities = [
  Basin, Benchmark, DataCategory, DataSource, Location, LocationParameterSummary, LocationType, Organization,
  Parameter, ParameterGroup, RegionalGroup, Result, SourceCategory, Threat, Unit,
];
