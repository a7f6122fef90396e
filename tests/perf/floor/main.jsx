// The floor: the least any page of the site could ship with the same libraries. The prerendered
// floor's HTML already holds its heading (vite.config.mjs): React hydrates it instead.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { FloorApp } from './app.mjs';

const container = document.getElementById('root');
const app = <FloorApp Router={BrowserRouter} />;
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
