/**
 * `--breakpoint-md` (tokens.css) as media queries, for code that must know which layout shows:
 * below it the site lays itself out for phones.
 */
export const PHONE_LAYOUT = '(max-width: 767.98px)';
export const WIDE_LAYOUT = '(min-width: 768px)';
