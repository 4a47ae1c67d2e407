interface SpinnerProps {
  large?: boolean;
}

/** Decorative: the text next to it says what is happening. */
export function Spinner({ large = false }: SpinnerProps) {
  return <span className={large ? 'spinner spinner-lg' : 'spinner'} aria-hidden="true" />;
}
