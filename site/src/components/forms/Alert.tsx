import type { ReactNode } from 'react';

interface AlertProps {
  id?: string;
  variant?: 'danger' | 'success';
  children: ReactNode;
}

/** A message announced by screen readers as soon as it appears. */
export function Alert({ id, variant = 'danger', children }: AlertProps) {
  return (
    <div id={id} className={`alert alert-${variant}`} role="alert">
      {children}
    </div>
  );
}
