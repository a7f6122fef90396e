// Money crosses the PSP boundary as the standard's decimal strings ("123.45"); inside Maré it is
// whole centavos. No floating point on the way.

/** 12345 → "123.45". */
export function toValor(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0)
    throw new RangeError(`centavos: ${centavos}`);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** "123.45" → 12345; null for anything that is not the standard's anchored shape. */
export function fromValor(valor: unknown): number | null {
  if (typeof valor !== 'string') return null;
  const match = /^(\d{1,10})\.(\d{2})$/.exec(valor);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

/**
 * CPF check digits (the standard's own CPF pattern cannot match a CPF, so it is checked here).
 * Eleven digits, not all the same, both verifiers right.
 */
export function cpfIsValid(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const verifier = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return verifier(9) === digits[9] && verifier(10) === digits[10];
}
