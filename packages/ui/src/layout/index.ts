export { AppShell } from './AppShell.tsx';
export { MAIN_CONTENT_ID } from './main-content.ts';
export { Header } from './Header.tsx';
export { Footer } from './Footer.tsx';
export { PageFallback } from './PageFallback.tsx';
