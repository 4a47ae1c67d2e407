/** How many decimals a number field shows: those of its declared step (a cost in steps of 0.0001 shows 4). */
export function stepDecimals(step: number | undefined): number | undefined {
  if (step === undefined || !Number.isFinite(step) || Number.isInteger(step)) return undefined;
  // 0.0001 reads 1e-4: the mantissa's decimals plus the negative exponent.
  const [mantissa = '', exponent = '0'] = step.toExponential().split('e');
  const mantissaDecimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, mantissaDecimals - Number(exponent));
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The French number formatter for these options, made once: `toLocaleString` and `new
 * Intl.NumberFormat` build one at every call, about a millisecond each under load, for every
 * figure of every row of a list (react-admin's NumberField does so; bench:screens, issue 39).
 */
export function frenchNumber(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat('fr-FR', options)));
  return format;
}
