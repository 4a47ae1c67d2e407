/**
 * A server-rendered form can be typed into before its island's script has run (a slow
 * connection, a quick visitor); React would then render its empty state over that text and
 * send nothing. On mount, the form's current values are handed over once, to be kept.
 */
import { useEffect, type RefObject } from 'react';

export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, keep: (typed: FormData) => void): void {
  useEffect(() => {
    if (form.current) keep(new FormData(form.current));
    // Once, on mount: later values belong to the island's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A text value of the form, or undefined when empty. */
export function typedText(typed: FormData, name: string): string | undefined {
  const value = typed.get(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
