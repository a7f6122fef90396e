/**
 * A formatter (or collator) made on first use. The first pt-BR Intl object a page makes loads the
 * locale's data: made at module level, that cost lands in the one long task that evaluates a
 * page's scripts; made on first use, it lands in a render, which React splits into short slices.
 */
export function lazyFormatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
