import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Card, CardMedia } from './Card.tsx';

const meta = {
  title: 'Componentes/Card',
  component: Card,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    as: 'article',
    padding: 'md',
    children: (
      <>
        <h3 style={{ marginTop: 0 }}>Praia do Forno</h3>
        <p style={{ marginBottom: 0 }}>
          Águas calmas, trilha curta e passeio de barco saindo do Canal.
        </p>
      </>
    ),
  },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { padding: 'lg' } };
export const Outlined: Story = { args: { outlined: true } };
export const Phone: Story = { decorators: [onPhone], args: { padding: 'lg' } };

/** A picture on top, edge to edge, then the text. */
export const WithMedia: Story = {
  args: {
    padding: 'none',
    style: { maxWidth: 320 },
    children: (
      <>
        <CardMedia
          src="/images/beaches/baia-do-sancho.svg"
          alt="Ilustração da Baía do Sancho"
          width={1200}
          height={675}
        />
        <div style={{ padding: 16 }}>
          <h3 style={{ marginTop: 0 }}>Baía do Sancho</h3>
          <p style={{ marginBottom: 0 }}>Fernando de Noronha, Pernambuco</p>
        </div>
      </>
    ),
  },
};
