import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge/Badge.tsx';
import { contrastRatio, rgbToHex } from './contrast.ts';
import { readRootTokens, tokenValue } from './read-tokens.ts';
import { MINIMUM_CONTRAST, TOKEN_PAIRS } from './token-pairs.ts';
import styles from './Foundations.module.css';

/** A colour token's value as #rrggbb, whatever form the browser reports it in. */
const hexOf = (name: string) => rgbToHex(tokenValue(name));

function Swatches({ filter }: { filter: (name: string) => boolean }) {
  const tokens = readRootTokens('--color-').filter(({ name, value }) => filter(name) && value);
  return (
    <ul className={styles.swatches}>
      {tokens.map(({ name, value }) => (
        <li key={name} className={styles.swatch}>
          <span className={styles.chip} style={{ background: `var(${name})` }} />
          <span className={styles.code}>{name}</span>
          <span className={styles.code}>{value}</span>
        </li>
      ))}
    </ul>
  );
}

const PALETTE = /^--color-(ocean|sand|coral|leaf|amber|slate|white|ink)/;

/** Every text/background pair the design uses, measured in this browser from the live tokens. */
function ContrastTable() {
  return (
    <table className={styles.table} aria-label="Contraste dos pares de cores">
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Amostra
          </th>
          <th scope="col" className={styles.cell}>
            Uso
          </th>
          <th scope="col" className={styles.cell}>
            Primeiro plano / fundo
          </th>
          <th scope="col" className={styles.cell}>
            Contraste
          </th>
          <th scope="col" className={styles.cell}>
            Mínimo (WCAG AA)
          </th>
        </tr>
      </thead>
      <tbody>
        {TOKEN_PAIRS.map((pair) => {
          const ratio = contrastRatio(hexOf(pair.foreground), hexOf(pair.background));
          const minimum = MINIMUM_CONTRAST[pair.kind];
          const passes = ratio >= minimum;
          return (
            <tr key={`${pair.foreground}|${pair.background}`} data-ratio={ratio.toFixed(2)}>
              <td className={styles.cell}>
                {pair.kind === 'text' ? (
                  <span
                    className={styles.sample}
                    style={{
                      color: `var(${pair.foreground})`,
                      background: `var(${pair.background})`,
                    }}
                  >
                    Passeio às 10h30
                  </span>
                ) : (
                  <span className={styles.sample} style={{ background: `var(${pair.background})` }}>
                    <span
                      className={styles.ring}
                      style={{ outlineColor: `var(${pair.foreground})` }}
                    />
                  </span>
                )}
              </td>
              <td className={styles.cell}>{pair.usage}</td>
              <td className={`${styles.cell} ${styles.code}`}>
                {pair.foreground} / {pair.background}
              </td>
              <td className={styles.cell}>
                <strong>{ratio.toFixed(2).replace('.', ',')}:1</strong>
              </td>
              <td className={styles.cell}>
                <Badge tone={passes ? 'success' : 'danger'}>
                  {passes ? 'Passa' : 'Não passa'} ({String(minimum).replace('.', ',')}:1)
                </Badge>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ColorsPage({ section }: { section: 'palette' | 'roles' | 'contrast' }) {
  return (
    <div className={styles.page}>
      {section === 'palette' && (
        <>
          <h2 className={styles.heading}>Paleta</h2>
          <p className={styles.text}>
            As cores do litoral. Componentes não usam a paleta diretamente, e sim os papéis.
          </p>
          <Swatches filter={(name) => PALETTE.test(name)} />
        </>
      )}
      {section === 'roles' && (
        <>
          <h2 className={styles.heading}>Papéis</h2>
          <p className={styles.text}>
            O que cada cor faz: fundo, superfície, texto, ação, aviso, borda e foco. Mude um papel
            em tokens.css e todo o site acompanha.
          </p>
          <Swatches filter={(name) => !PALETTE.test(name)} />
        </>
      )}
      {section === 'contrast' && (
        <>
          <h2 className={styles.heading}>Contraste</h2>
          <p className={styles.text}>
            Calculado agora, a partir dos tokens carregados: 4,5:1 para texto, 3:1 para bordas de
            campos e para o anel de foco em cada superfície onde ele aparece.
          </p>
          <ContrastTable />
        </>
      )}
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Cores',
  component: ColorsPage,
  parameters: { layout: 'fullscreen' },
  args: { section: 'palette' },
  argTypes: { section: { control: 'inline-radio', options: ['palette', 'roles', 'contrast'] } },
} satisfies Meta<typeof ColorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paleta: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem').length).toBeGreaterThan(10);
  },
};
export const Papeis: Story = { name: 'Papéis', args: { section: 'roles' } };

/** The same pairs the Node test checks, measured in the browser: every one passes. */
export const Contraste: Story = {
  args: { section: 'contrast' },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(TOKEN_PAIRS.length);
    await expect(within(canvasElement).queryByText(/Não passa/)).toBeNull();
  },
};
