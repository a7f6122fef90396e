export * from './types.ts';
export * from './predict.ts';
export * from './format.ts';
export * from './beach-tides.ts';
export * from './rule-words.ts';
export * from './rules.ts';
export * from './river-season.ts';
export * from './best-hours.ts';
export { TIDE_DATABASE_VERSION, TIDE_STATIONS, BEACH_TIDE_STATIONS } from './stations.data.ts';
