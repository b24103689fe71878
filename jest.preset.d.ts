// The types of jest.preset.js (CommonJS, shared by the jest configs, which import it as their default export).
import type { Config } from 'jest';

declare const preset: {
  swc: NonNullable<Config['transform']>[string];
  moduleNameMapper: Record<string, string>;
  transformIgnorePatterns: string[];
  integration: Config;
};
export default preset;
