/**
 * Every foreground/background pair the design uses, by token name, with the WCAG AA minimum it
 * must meet: 4.5 for text, 3 for large text, control edges and the focus ring.
 * tokens.test.ts checks them against tokens.css; the Fundamentos/Cores page measures them live.
 */
export type PairKind = 'text' | 'non-text' | 'focus';

export interface TokenPair {
  foreground: string;
  background: string;
  kind: PairKind;
  usage: string;
}

export const MINIMUM_CONTRAST: Record<PairKind, number> = { text: 4.5, 'non-text': 3, focus: 3 };

const LIGHT_SURFACES = [
  '--color-bg',
  '--color-surface',
  '--color-surface-muted',
  '--color-surface-accent',
  '--color-danger-surface',
  '--color-success-surface',
  '--color-warning-surface',
] as const;

const DARK_SURFACES = ['--color-surface-inverse', '--color-primary'] as const;

const textOn = (foreground: string, backgrounds: readonly string[], usage: string): TokenPair[] =>
  backgrounds.map((background) => ({ foreground, background, kind: 'text', usage }));

export const TOKEN_PAIRS: readonly TokenPair[] = [
  ...textOn(
    '--color-text',
    ['--color-bg', '--color-surface', '--color-surface-muted', '--color-surface-accent'],
    'Texto',
  ),
  ...textOn(
    '--color-text-muted',
    ['--color-bg', '--color-surface', '--color-surface-muted', '--color-surface-accent'],
    'Texto secundário',
  ),
  ...textOn(
    '--color-heading',
    ['--color-bg', '--color-surface', '--color-surface-muted'],
    'Títulos',
  ),
  ...textOn('--color-link', ['--color-bg', '--color-surface', '--color-surface-muted'], 'Links'),
  ...textOn('--color-text-inverse', ['--color-surface-inverse', '--color-primary'], 'Texto claro'),
  {
    foreground: '--color-on-primary',
    background: '--color-primary',
    kind: 'text',
    usage: 'Botão principal',
  },
  {
    foreground: '--color-on-primary',
    background: '--color-primary-hover',
    kind: 'text',
    usage: 'Botão principal (hover)',
  },
  {
    foreground: '--color-on-danger',
    background: '--color-danger',
    kind: 'text',
    usage: 'Botão de perigo',
  },
  {
    foreground: '--color-on-danger',
    background: '--color-danger-hover',
    kind: 'text',
    usage: 'Botão de perigo (hover)',
  },
  {
    foreground: '--color-on-accent',
    background: '--color-accent',
    kind: 'text',
    usage: 'Botão de destaque',
  },
  {
    foreground: '--color-on-accent',
    background: '--color-accent-hover',
    kind: 'text',
    usage: 'Botão de destaque (hover)',
  },
  {
    foreground: '--color-accent',
    background: '--color-surface-inverse',
    kind: 'non-text',
    usage: 'Botão de destaque em fundo escuro',
  },
  {
    foreground: '--color-primary',
    background: '--color-surface',
    kind: 'text',
    usage: 'Botão secundário',
  },
  {
    foreground: '--color-danger-text',
    background: '--color-danger-surface',
    kind: 'text',
    usage: 'Aviso de erro',
  },
  {
    foreground: '--color-danger-text',
    background: '--color-surface',
    kind: 'text',
    usage: 'Erro de campo',
  },
  {
    foreground: '--color-success-text',
    background: '--color-success-surface',
    kind: 'text',
    usage: 'Aviso de sucesso',
  },
  {
    foreground: '--color-warning-text',
    background: '--color-warning-surface',
    kind: 'text',
    usage: 'Aviso de atenção',
  },
  {
    foreground: '--color-info-text',
    background: '--color-info-surface',
    kind: 'text',
    usage: 'Aviso informativo',
  },
  ...['--color-surface', '--color-bg', '--color-surface-muted'].map((background): TokenPair => ({
    foreground: '--color-border-strong',
    background,
    kind: 'non-text',
    usage: 'Borda de campo',
  })),
  ...LIGHT_SURFACES.map((background): TokenPair => ({
    foreground: '--color-focus',
    background,
    kind: 'focus',
    usage: 'Anel de foco',
  })),
  ...DARK_SURFACES.map((background): TokenPair => ({
    foreground: '--color-focus-inverse',
    background,
    kind: 'focus',
    usage: 'Anel de foco em fundo escuro',
  })),
];
