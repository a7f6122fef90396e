// The API Pix shapes Maré uses, from the project's contract (openapi/pix.yaml). generated/pix.ts is
// a byte-identical copy of openapi/generated/pix.ts (the Supabase CLI bundles only what is under
// supabase/functions); tests/contract/check-generated.mjs fails when the two differ.
import type { components } from './generated/pix.ts';

type Schemas = components['schemas'];
export type CobSolicitada = Schemas['CobSolicitada'];
export type CobGerada = Schemas['CobGerada'];
export type CobCompleta = Schemas['CobCompleta'];
export type CobsConsultadas = Schemas['CobsConsultadas'];
export type CobrancaStatus = Schemas['CobrancaStatus'];
export type Pix = Schemas['Pix'];
export type Devolucao = Schemas['Devolucao'];
export type DevolucaoSolicitada = Schemas['DevolucaoSolicitada'];
export type Problema = Schemas['Problema'];
export type OAuthToken = Schemas['OAuthToken'];
export type PessoaFisica = Schemas['PessoaFisica'];

/** The standard's txid of an immediate charge (PUT /cob/{txid}). */
export const TXID = /^[a-zA-Z0-9]{26,35}$/;
/** The standard's endToEndId. */
export const E2EID = /^[a-zA-Z0-9]{32}$/;
