import type { ListedProvider } from '@mare/domain';

/**
 * The approved providers of supabase/seed.sql (the i36 block, and Gabriela's older one), as the
 * stories find them: names, orders, and the facts of the one whose page they open.
 */
const GABRIELA = 'Gabriela Guia Turismo';
const COSTA_DO_SOL = 'Costa do Sol Transfer';
const MARINA = 'Marina Lopes Fotografia Subaquática';
const NORONHA = 'Noronha Raiz Guiamento';
const JERI = 'Jeri 4x4 Transfer';
const POUSADA = 'Pousada Sairé';
const ROSA = 'Rosa Trilhas e Baleias';

const RECIFE_DE_FORA = 'Guia para o Recife de Fora';

export const SEEDED = {
  /**
   * Every approved provider, best rated first (4,7 with 3 reviews each, then 4,5, 4,0), then those
   * nobody has reviewed, by name.
   */
  byRating: [COSTA_DO_SOL, MARINA, GABRIELA, NORONHA, JERI, POUSADA, ROSA],
  /** The directory's first card. */
  top: {
    name: COSTA_DO_SOL,
    slug: 'costa-do-sol-transfer',
    type: 'Transfer',
    ratingLabel: 'Nota 4,7 de 5, 3 avaliações',
    priceFrom: 'R$ 180,00',
  },
  /** The Praia do Forno's, cheapest first. */
  fornoByPrice: [COSTA_DO_SOL, MARINA, GABRIELA],
  transfers: [COSTA_DO_SOL, JERI],
  italianTransfers: [JERI],
  /** The provider whose page the stories open: Gabriela, on the escuna's beach. */
  rated: {
    name: GABRIELA,
    slug: 'gabriela-guia-turismo',
    type: 'Guia de turismo',
    languages: 'Português, Inglês, Espanhol',
    cadastur: '12345678901',
    cadasturVerified: 'Cadastur verificado em 22/10/2026',
    whatsapp: '5573999990004',
    ratingLabel: 'Nota 4,5 de 5, 2 avaliações',
    ratingCount: 2,
    onRequestServices: 1,
    service: {
      title: RECIFE_DE_FORA,
      id: '00000000-0000-4000-8000-00000019b101',
      price: 'R$ 250,00',
      duration: '3 horas',
      included: 'Máscara de snorkel',
    },
  },
  /** A card as the build read it for the prerendered directory. */
  builtCard: {
    id: '00000000-0000-4000-8000-000000000004',
    slug: 'gabriela-guia-turismo',
    business_name: GABRIELA,
    business_type: 'guia',
    photo_url: null,
    cidade: 'Porto Seguro',
    beaches: ['praia-do-forno'],
    languages: ['pt-BR', 'en', 'es'],
    cadastur_verified: true,
    rating_avg: 4.5,
    rating_count: 2,
    price_from: 25_000,
  } satisfies ListedProvider,
} as const;
