/**
 * A text input filled from another field (a slug from a name) for as long as the user has
 * not typed in it; emptying it hands it back to the automatic value.
 */
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, type TextInputProps } from 'react-admin';
import { slugify } from '@hexagone/schemas';

interface DerivedInputProps extends TextInputProps {
  source: string;
  from: string;
}

export function DerivedInput({ source, from, ...props }: DerivedInputProps) {
  const { setValue } = useFormContext();
  const origin: unknown = useWatch({ name: from });
  const typedByUser = useRef(false);

  useEffect(() => {
    if (!typedByUser.current) setValue(source, typeof origin === 'string' ? slugify(origin) : '');
  }, [origin, source, setValue]);

  return (
    <TextInput
      {...props}
      source={source}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        typedByUser.current = event.target.value !== '';
      }}
    />
  );
}
