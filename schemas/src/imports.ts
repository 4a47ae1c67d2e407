/** The answer of `POST /api/{collection}/import`: what the API did (or, in a dry run, would do) with each row of a file. */

export type ImportAction = 'création' | 'mise à jour';

export interface ImportRowError {
  /** The field's name and French label; absent for an error of the whole row. */
  field?: string;
  label?: string;
  message: string;
}

export interface ImportRowReport {
  /** Where a person finds the row in the file (CSV line, or position in a JSON array). */
  line: number;
  action: ImportAction;
  id?: string;
  /** The record's name as a person reads it (a user's name). */
  title?: string;
  errors?: ImportRowError[];
  /** A password generated for an account created without one: shown this once, never stored in clear. */
  password?: string;
}

export interface ImportReport {
  dry_run: boolean;
  created: number;
  updated: number;
  failed: number;
  rows: ImportRowReport[];
}
