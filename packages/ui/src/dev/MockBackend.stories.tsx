import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_SUPABASE_URL } from '@mare/mocks';

type Settings = { disable_signup: boolean; external: { email: boolean } };

/** Reads the auth settings through the network, so only an active MSW handler can answer. */
function AuthSettingsProbe() {
  const [state, setState] = useState<'loading' | 'error' | Settings>('loading');
  useEffect(() => {
    fetch(`${MOCK_SUPABASE_URL}/auth/v1/settings`)
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((settings: Settings) => setState(settings))
      .catch(() => setState('error'));
  }, []);
  if (state === 'loading') return <p>Consultando o servidor de autenticação…</p>;
  if (state === 'error') return <p role="alert">Servidor de autenticação indisponível</p>;
  return (
    <p>
      Cadastro por email:{' '}
      {state.external.email && !state.disable_signup ? 'habilitado' : 'desabilitado'}
    </p>
  );
}

const meta = {
  title: 'Fluxos/Backend de demonstração',
  component: AuthSettingsProbe,
} satisfies Meta<typeof AuthSettingsProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Proves the preview's default handlers are active in story tests, even on a cold cache. */
export const DefaultHandlersAnswer: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Cadastro por email: habilitado'),
    ).toBeInTheDocument();
  },
};
