export { AppShell, MAIN_CONTENT_ID } from './AppShell.tsx';
export { Header } from './Header.tsx';
export { Footer } from './Footer.tsx';
export { PageFallback } from './PageFallback.tsx';
