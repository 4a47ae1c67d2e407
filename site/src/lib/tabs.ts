/**
 * Keyboard moves of the ARIA tabs pattern (automatic activation): arrows go to the previous
 * or next tab and wrap around, Home and End to the first and last. Other keys move nothing.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
