/** Joins id references for `aria-describedby` and friends, dropping empties and duplicates. */
export function joinIds(
  ...ids: ReadonlyArray<string | false | null | undefined>
): string | undefined {
  const tokens = new Set<string>();
  for (const value of ids) {
    if (!value) continue;
    for (const token of value.split(/\s+/)) if (token) tokens.add(token);
  }
  return tokens.size > 0 ? [...tokens].join(' ') : undefined;
}
