/** The order with `id` moved one place up (`-1`) or down (`1`); unchanged at either end or for an unknown id. */
export function moveColumn(order: readonly string[], id: string, direction: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
