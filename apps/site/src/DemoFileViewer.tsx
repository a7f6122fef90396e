import { useEffect, useState } from 'react';
import { DemoStartup, type DemoStartupState } from '@mare/ui';

type Shown =
  | { status: 'loading' }
  | { status: 'image' | 'file'; src: string }
  | { status: 'missing'; httpStatus: number };

let started: Promise<unknown> | null = null;

/** Starts this tab's demo backend once (the page's worker then answers the file's URL). */
function startBackend(onProgress: (fraction: number) => void) {
  started ??= import('./demo.ts').then(({ startDemoBackend }) => startDemoBackend(onProgress));
  return started;
}

const fileName = (pathname: string) => decodeURIComponent(pathname.split('/').pop() ?? '');

/**
 * A storage link of the demo opened in its own tab: the navigation reached the static server,
 * which answered with the app shell; this starts the demo backend here and shows the file.
 */
export function DemoFileViewer() {
  const [startup, setStartup] = useState<DemoStartupState>({ status: 'loading', fraction: 0 });
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const name = fileName(window.location.pathname);

  useEffect(() => {
    let objectUrl: string | undefined;
    startBackend((fraction) => setStartup({ status: 'loading', fraction }))
      .then(async () => {
        setStartup({ status: 'ready' });
        const response = await fetch(window.location.href);
        if (!response.ok) {
          setShown({ status: 'missing', httpStatus: response.status });
          return;
        }
        const blob = await response.blob();
        objectUrl = URL.createObjectURL(blob);
        setShown({ status: blob.type.startsWith('image/') ? 'image' : 'file', src: objectUrl });
      })
      .catch(() => setStartup({ status: 'failed' }));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, []);

  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24, overflowWrap: 'anywhere' }}>
      <h1>{name}</h1>
      <p>Arquivo da demonstração, guardado só neste navegador.</p>
      {shown.status === 'loading' && <p role="status">Abrindo o arquivo…</p>}
      {shown.status === 'image' && (
        <img src={shown.src} alt={name} style={{ maxWidth: '100%', height: 'auto' }} />
      )}
      {shown.status === 'file' && (
        <p>
          <a href={shown.src} download={name}>
            Baixar {name}
          </a>
        </p>
      )}
      {shown.status === 'missing' && (
        <p role="alert">
          {shown.httpStatus === 400 || shown.httpStatus === 404
            ? 'Este arquivo não existe mais, ou o link já expirou.'
            : 'Não foi possível abrir este arquivo.'}
        </p>
      )}
      <p>
        <a href="/">Ir para o início</a>
      </p>
      <DemoStartup state={startup} onRetry={() => window.location.reload()} />
    </main>
  );
}
