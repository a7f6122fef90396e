import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mare/ui/styles.css';
import { App } from './App.tsx';
import { createSiteBackend } from './backend.ts';
import { ConfigurationError } from './ConfigurationError.tsx';
import { parseEnv } from './env.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const parsed = parseEnv(import.meta.env);
if (!parsed.ok) {
  console.error(`Maré: invalid environment:\n- ${parsed.problems.join('\n- ')}`);
  root.render(<ConfigurationError problems={parsed.problems} />);
} else {
  const site = await createSiteBackend(parsed.env);
  root.render(
    <StrictMode>
      <App {...site} />
    </StrictMode>,
  );
}
