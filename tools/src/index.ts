export { default as featureGenerator } from './generators/feature/generator';
