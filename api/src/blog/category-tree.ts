/**
 * Whether giving `categoryId` the parent `parentId` closes a loop: the category would
 * become its own ancestor (and, directly, its own parent). `parentOf` maps every stored
 * category to its current parent.
 */
export function isOwnAncestor(categoryId: string, parentId: string, parentOf: ReadonlyMap<string, string | undefined>): boolean {
  const seen = new Set<string>();
  for (let current: string | undefined = parentId; current !== undefined; current = parentOf.get(current)) {
    if (current === categoryId) return true;
    // A loop already stored elsewhere must not hang the check.
    if (seen.has(current)) return false;
    seen.add(current);
  }
  return false;
}
