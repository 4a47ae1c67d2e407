/**
 * The shared engine answers errors by path ('items.1.quantity'); react-admin's form wants them
 * shaped like the values ({ items: { 1: { quantity } } }) to show each under its input.
 */
export type NestedErrors = { [key: string]: string | NestedErrors };

export function nestErrors(flat: Record<string, string>): NestedErrors {
  const nested: NestedErrors = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node: NestedErrors | undefined = nested;
    for (const part of parts.slice(0, -1)) {
      const next: string | NestedErrors | undefined = node[part];
      // The container already has its own message: that one shows.
      if (typeof next === 'string') {
        node = undefined;
        break;
      }
      node = node[part] = next ?? {};
    }
    const leaf = parts[parts.length - 1];
    if (node && node[leaf] === undefined) node[leaf] = message;
  }
  return nested;
}
