import { Spinner } from './Spinner';

interface SubmitButtonProps {
  submitting: boolean;
  label: string;
  /** What it says while the form is sent. */
  busyLabel: string;
}

/** A form's full-width submit button, disabled with a spinner while the form is sent. */
export function SubmitButton({ submitting, label, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
      {submitting && <Spinner />}
      {submitting ? busyLabel : label}
    </button>
  );
}
