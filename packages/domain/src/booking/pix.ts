import { createStaticPix, hasError, isStaticPix, parsePix } from 'pix-utils';

/**
 * The PSP's side (the Pix payment service provider). The database records each charge (txid, amount, expiry) at
 * checkout; a PSP issues the BR Code (Pix copia-e-cola) for it and later reports the payment
 * (public.confirm_payment, service_role). A real PSP implements this interface on a server;
 * in demo mode the database itself issues the same static code as `demoPixPsp` below
 * (private.pix_br_code), so the demo needs no server.
 */
export interface PixCharge {
  txid: string;
  /** Centavos. */
  amount: number;
}

export interface PixPsp {
  issue(charge: PixCharge): Promise<{ brCode: string }>;
}

export interface PixMerchant {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

/** The demo merchant (private.app_settings demo_pix_*); BR Codes carry names in upper case. */
export const DEMO_PIX_MERCHANT: PixMerchant = {
  pixKey: 'pagamentos@mare.example',
  merchantName: 'MARE PASSEIOS',
  merchantCity: 'ARRAIAL DO CABO',
};

export function staticBrCode(merchant: PixMerchant, charge: PixCharge): string {
  const pix = createStaticPix({
    ...merchant,
    txid: charge.txid,
    transactionAmount: charge.amount / 100,
  });
  if (hasError(pix)) throw new Error(`cannot issue a Pix code: ${pix.message}`);
  return pix.toBRCode();
}

export const demoPixPsp: PixPsp = {
  issue: (charge) => Promise.resolve({ brCode: staticBrCode(DEMO_PIX_MERCHANT, charge) }),
};

export interface BrCodeFields {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  txid: string;
  /** Centavos. */
  amount: number;
}

/** Reads a static BR Code (CRC checked); null when it is not a valid one. */
export function readBrCode(brCode: string): BrCodeFields | null {
  const pix = parsePix(brCode);
  if (hasError(pix) || !isStaticPix(pix)) return null;
  if (pix.txid === undefined || pix.transactionAmount === undefined) return null;
  return {
    pixKey: pix.pixKey,
    merchantName: pix.merchantName,
    merchantCity: pix.merchantCity,
    txid: pix.txid,
    amount: Math.round(pix.transactionAmount * 100),
  };
}
