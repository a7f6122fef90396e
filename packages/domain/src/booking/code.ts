/**
 * Booking codes: six characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code
 * read aloud at the pier or typed from a screenshot cannot be mistaken. Same rule as the
 * database (private.booking_code_valid / new_booking_code).
 */
export const BOOKING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BOOKING_CODE_LENGTH = 6;

const pattern = new RegExp(`^[${BOOKING_CODE_ALPHABET}]{${BOOKING_CODE_LENGTH}}$`);

export function isBookingCode(value: string): boolean {
  return pattern.test(value);
}

/** What a person typed, as a code: upper case, without spaces or dashes. Null if not a code. */
export function parseBookingCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return isBookingCode(code) ? code : null;
}

/** A new code from an injected source of randomness (values in [0, 1)). */
export function generateBookingCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i++) {
    const index = Math.min(
      BOOKING_CODE_ALPHABET.length - 1,
      Math.floor(random() * BOOKING_CODE_ALPHABET.length),
    );
    code += BOOKING_CODE_ALPHABET[index] ?? '';
  }
  return code;
}
