/**
 * Event names and the patterns that select them, as on the bus (EventEmitter2 with `.` as
 * delimiter): `*` stands for one segment, `**` for any number of them.
 */
export function matchesPattern(pattern: string, name: string): boolean {
  return matchSegments(pattern.split('.'), name.split('.'));
}

function matchSegments(pattern: string[], name: string[]): boolean {
  if (!pattern.length) return !name.length;
  const [head, ...rest] = pattern;
  if (head === '**') return name.some((_, index) => matchSegments(rest, name.slice(index))) || matchSegments(rest, []);
  return name.length > 0 && (head === '*' || head === name[0]) && matchSegments(rest, name.slice(1));
}
