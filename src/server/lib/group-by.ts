/** Items grouped by a key, each group in the items' order (Node 20 has no Map.groupBy). */
export function groupBy<T, K, V = T>(
  items: Iterable<T>,
  key: (item: T) => K,
  value: (item: T) => V = (item) => item as unknown as V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(value(item));
    else groups.set(key(item), [value(item)]);
  }
  return groups;
}
