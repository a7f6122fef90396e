export { BeforeYouGo } from './BeforeYouGo.tsx';
export { DepartureTide, TideRuleNote } from './DepartureTide.tsx';
export { TideDayChart } from './TideDayChart.tsx';
export {
  TidesLoaderProvider,
  loadTides,
  useTides,
  useTidesLoader,
  type TidesModule,
} from './useTides.tsx';
