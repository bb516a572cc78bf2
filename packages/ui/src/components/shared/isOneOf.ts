/** Whether `value` is one of `list`'s strings: narrows an unknown value (a URL parameter, a record's code) to `T`. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
