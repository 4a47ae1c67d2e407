/** How many decimals a number field shows: those of its declared step (a cost in steps of 0.0001 shows 4). */
export function stepDecimals(step: number | undefined): number | undefined {
  if (step === undefined || !Number.isFinite(step) || Number.isInteger(step)) return undefined;
  // 0.0001 reads 1e-4: the mantissa's decimals plus the negative exponent.
  const [mantissa = '', exponent = '0'] = step.toExponential().split('e');
  const mantissaDecimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, mantissaDecimals - Number(exponent));
}
