export {
  TabStorageProvider,
  useTabStorage,
  browserTabStorage,
  type TabStorage,
} from './TabStorageContext.tsx';
