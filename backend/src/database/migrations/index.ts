import { CoreDataModel1763700000000 } from './1763700000000-core-data-model';
import { DataChangeSequence1763800000000 } from './1763800000000-data-change-sequence';
import { ShellContent1763910000000 } from './1763910000000-shell-content';
import { AdminLookups1764000000000 } from './1764000000000-admin-lookups';

/** Every migration, oldest first. Listed explicitly so the same list works from source and from dist. */
export const migrations = [
  CoreDataModel1763700000000, DataChangeSequence1763800000000, ShellContent1763910000000, AdminLookups1764000000000,
];
