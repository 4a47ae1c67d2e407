/** A registry tone as the colour of a MUI button or icon, which know no 'default' colour: the primary one. */
import type { Tone } from '@hexagone/schemas';

export type ToneColor = Exclude<Tone, 'default'>;

export const toneColor = (tone: Tone | undefined): ToneColor => (!tone || tone === 'default' ? 'primary' : tone);
