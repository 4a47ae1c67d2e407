/**
 * What the dashboard's three SVG charts share: the card's measured width, the SVG announced
 * as one image whose description says every figure, the value axis with its grid, and the
 * hint that shows the hovered or touched mark's figure.
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Typography, useTheme } from '@mui/material';

export const AXIS_FONT_SIZE = 12;

/** The width of the element the ref is put on, followed as the window or the grid resizes. */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** An id usable in `url(#…)` (React's ids hold characters CSS does not take there). */
export const useSvgId = () => `chart${useId().replace(/[^\w-]/g, '')}`;

/**
 * The chart as one image for assistive technology: its title as name, its figures in words
 * (`description`) as description; the marks inside are drawing only.
 */
export function ChartSvg({ title, description, width, height, children }: { title: string; description: string; width: number; height: number; children: ReactNode }) {
  const descId = useSvgId();
  const { typography } = useTheme();
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      aria-describedby={descId}
      style={{ display: 'block', fontFamily: typography.fontFamily, fontSize: AXIS_FONT_SIZE, overflow: 'visible' }}
    >
      <title>{title}</title>
      <desc id={descId}>{description}</desc>
      {children}
    </svg>
  );
}

/** Round value lines across the plot, each labelled on the left. */
export function ValueGrid({ ticks, y, left, right, format }: { ticks: number[]; y: (value: number) => number; left: number; right: number; format: (value: number) => string }) {
  const { palette } = useTheme();
  return (
    <g aria-hidden>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} stroke={palette.divider} strokeDasharray={tick === 0 ? undefined : '3 4'} />
          <text x={left - 8} y={y(tick)} dy="0.35em" textAnchor="end" fill={palette.text.secondary}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** How wide the value labels need the left margin to be. */
export const labelMargin = (labels: string[]) => 16 + Math.max(...labels.map((l) => l.length)) * AXIS_FONT_SIZE * 0.6;

export interface Hint {
  /** Which mark: the chart highlights it. */
  index: number;
  /** Where the hint points, in the chart's pixels. */
  x: number;
  y: number;
  label: string;
  value: string;
}

/** The hovered (or touched) mark and the pointer handlers that set it. */
export function useHint() {
  const [hint, setHint] = useState<Hint | null>(null);
  const pointTo = (next: Hint) => ({ onPointerEnter: () => setHint(next), onPointerLeave: () => setHint(null) });
  return { hint, pointTo };
}

/** The figure of the hovered mark, in a small card above it, kept inside the chart. */
export function HintCard({ hint, width }: { hint: Hint | null; width: number }) {
  if (!hint) return null;
  const shiftX = hint.x < 90 ? '0%' : hint.x > width - 90 ? '-100%' : '-50%';
  const below = hint.y < 56;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        left: hint.x,
        top: hint.y,
        transform: `translate(${shiftX}, ${below ? '12px' : 'calc(-100% - 12px)'})`,
        pointerEvents: 'none',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 8,
        px: 1.5,
        py: 0.75,
        whiteSpace: 'nowrap',
        zIndex: 1,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        {hint.label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {hint.value}
      </Typography>
    </Box>
  );
}

/** A box the chart measures and draws into, with room for its hint. */
export function ChartArea({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <Box ref={ref} sx={{ position: 'relative', height }}>
      {width > 0 && children(width)}
    </Box>
  );
}
