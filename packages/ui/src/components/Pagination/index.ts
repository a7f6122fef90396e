export { Pagination, pageWindow } from './Pagination.tsx';
