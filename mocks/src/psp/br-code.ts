import { createDynamicPix, hasError } from 'pix-utils';

/**
 * A dynamic BR Code (Pix copia e cola): the merchant account information carries the charge's
 * location URL instead of a key and amount, and the point of initiation says single use; the payer's bank fetches the charge from there. Its
 * CRC16 is computed by pix-utils, the project's Pix library.
 */
export function dynamicBrCode(fields: {
  location: string;
  merchantName: string;
  merchantCity: string;
}): string {
  const pix = createDynamicPix({
    merchantName: fields.merchantName,
    merchantCity: fields.merchantCity,
    url: fields.location,
    // Point of initiation 12: an immediate charge is paid once.
    oneTime: true,
  });
  if (hasError(pix)) throw new Error(`mock PSP: cannot build a BR Code: ${pix.message}`);
  return pix.toBRCode();
}
