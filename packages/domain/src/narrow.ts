/**
 * A text column's value as its union, through the union's type guard. The column's check
 * constraint allows no other value, so one that does not fit is a schema the app does not know:
 * an error, not a guess (and never a cast).
 */
export function narrow<T extends string>(
  value: string,
  is: (value: string) => value is T,
  column: string,
): T {
  if (is(value)) return value;
  throw new TypeError(`${column} holds "${value}", which the app does not know.`);
}
