/**
 * The arithmetic of the dashboard's hand-drawn SVG charts: round axis steps and doughnut
 * slices. Pure functions, tested on their own.
 */

/**
 * Axis ticks from 0 to a round value at or above `max`, about `count` steps of 1, 2, 2.5 or
 * 5 times a power of ten (whole steps for counts). An all-zero series still gets an axis.
 */
export function niceTicks(max: number, { count = 5, integer = false }: { count?: number; integer?: boolean } = {}): number[] {
  const top = max > 0 ? max : 1;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  if (integer) step = Math.max(1, Math.ceil(step));
  const steps = Math.ceil(top / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

export interface Slice<T> {
  item: T;
  /** Start and end angles, in radians clockwise from twelve o'clock. */
  start: number;
  end: number;
  share: number;
}

/** Splits the full turn between the values, in order, leaving `gap` radians between slices. */
export function slices<T>(items: readonly T[], value: (item: T) => number, gap = 0): Slice<T>[] {
  const total = items.reduce((sum, item) => sum + value(item), 0);
  if (total <= 0) return [];
  const pad = items.length > 1 ? gap / 2 : 0;
  let angle = 0;
  return items.map((item) => {
    const share = value(item) / total;
    const start = angle;
    angle += share * 2 * Math.PI;
    return { item, share, start: start + Math.min(pad, (angle - start) / 4), end: angle - Math.min(pad, (angle - start) / 4) };
  });
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.sin(angle)).toFixed(2)} ${(cy - r * Math.cos(angle)).toFixed(2)}`;

/** The SVG path of a ring segment between radii `inner` and `outer`; a full turn draws the whole ring. */
export function arcPath(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  if (end - start >= 2 * Math.PI - 1e-6) {
    // An arc cannot end where it starts: a full ring is two half-rings.
    const half = start + Math.PI;
    return `${arcPath(cx, cy, inner, outer, start, half)} ${arcPath(cx, cy, inner, outer, half, start + 2 * Math.PI)}`;
  }
  const large = end - start > Math.PI ? 1 : 0;
  return [
    `M ${point(cx, cy, outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`,
    `L ${point(cx, cy, inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}`,
    'Z',
  ].join(' ');
}
