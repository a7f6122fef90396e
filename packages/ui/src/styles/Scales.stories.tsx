import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { readRootTokens } from './read-tokens.ts';
import styles from './Foundations.module.css';

type Scale = 'type' | 'space' | 'radius' | 'shadow' | 'focus' | 'motion';

function TokenTable({ prefix, render }: { prefix: string; render: (name: string) => ReactNode }) {
  const tokens = readRootTokens(prefix);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Token
          </th>
          <th scope="col" className={styles.cell}>
            Valor
          </th>
          <th scope="col" className={styles.cell}>
            Exemplo
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map(({ name, value }) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{value}</td>
            <td className={styles.cell}>{render(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const TITLES: Record<Scale, { title: string; text: string }> = {
  type: {
    title: 'Tipografia',
    text: 'Inter variável; tamanhos em rem, para acompanhar o zoom do navegador.',
  },
  space: {
    title: 'Espaçamento',
    text: 'Grade de 4 px. Alturas de controle: 44 px é o menor alvo de toque.',
  },
  radius: { title: 'Raios', text: 'Cantos arredondados de campos, cartões e selos.' },
  shadow: { title: 'Sombras', text: 'Cartões sobre o fundo de areia e janelas sobre a página.' },
  focus: {
    title: 'Foco',
    text: 'Anel de 3 px, afastado 2 px do elemento: âmbar escuro em superfícies claras, âmbar claro nas escuras (data-surface="inverse").',
  },
  motion: {
    title: 'Movimento e pontos de quebra',
    text: 'Durações curtas, zeradas quando a pessoa pede menos movimento. Pontos de quebra para as media queries.',
  },
};

function ScalePage({ scale }: { scale: Scale }) {
  const { title, text } = TITLES[scale];
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {scale === 'type' && (
        <>
          <TokenTable
            prefix="--font-size-"
            render={(name) => <span style={{ fontSize: `var(${name})` }}>Praia do Forno</span>}
          />
          <TokenTable
            prefix="--font-weight-"
            render={(name) => <span style={{ fontWeight: `var(${name})` }}>Passeio de escuna</span>}
          />
        </>
      )}
      {scale === 'space' && (
        <>
          <TokenTable
            prefix="--space-"
            render={(name) => <div className={styles.bar} style={{ width: `var(${name})` }} />}
          />
          <TokenTable
            prefix="--control-height-"
            render={(name) => (
              <div className={styles.bar} style={{ width: 24, height: `var(${name})` }} />
            )}
          />
        </>
      )}
      {scale === 'radius' && (
        <TokenTable
          prefix="--radius-"
          render={(name) => <div className={styles.box} style={{ borderRadius: `var(${name})` }} />}
        />
      )}
      {scale === 'shadow' && (
        <TokenTable
          prefix="--shadow-"
          render={(name) => (
            <div className={styles.box} style={{ boxShadow: `var(${name})`, border: 0 }} />
          )}
        />
      )}
      {scale === 'focus' && (
        <>
          <TokenTable
            prefix="--focus-"
            render={() => (
              <span className={styles.ring} style={{ outlineColor: 'var(--focus-ring-color)' }} />
            )}
          />
          <div
            data-surface="inverse"
            style={{ background: 'var(--color-surface-inverse)', padding: 24 }}
          >
            <span className={styles.ring} style={{ outlineColor: 'var(--focus-ring-color)' }} />
          </div>
        </>
      )}
      {scale === 'motion' && (
        <>
          <TokenTable prefix="--motion-" render={() => null} />
          <TokenTable prefix="--ease-" render={() => null} />
          <TokenTable prefix="--breakpoint-" render={() => null} />
        </>
      )}
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Escalas',
  component: ScalePage,
  parameters: { layout: 'fullscreen' },
  args: { scale: 'type' },
  argTypes: {
    scale: { control: 'select', options: ['type', 'space', 'radius', 'shadow', 'focus', 'motion'] },
  },
} satisfies Meta<typeof ScalePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scales are read from the loaded stylesheet, not typed here. */
export const Tipografia: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--font-size-md')).toBeInTheDocument();
  },
};
export const Espacamento: Story = { name: 'Espaçamento', args: { scale: 'space' } };
export const Raios: Story = { args: { scale: 'radius' } };
export const Sombras: Story = { args: { scale: 'shadow' } };
export const Foco: Story = { args: { scale: 'focus' } };
export const Movimento: Story = { name: 'Movimento e pontos de quebra', args: { scale: 'motion' } };
