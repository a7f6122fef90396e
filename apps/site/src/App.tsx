import { Toaster } from '@mare/ui';

export function App() {
  return (
    <>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: '48px 24px' }}>
        <h1>Maré</h1>
        <p>Praias brasileiras e passeios de barco, contados por quem vive o litoral.</p>
      </main>
      <Toaster />
    </>
  );
}
