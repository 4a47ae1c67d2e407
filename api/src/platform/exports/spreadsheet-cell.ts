/**
 * Spreadsheet formula injection: a cell whose text starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return is run as a formula (or DDE command) by Excel and LibreOffice. Such text,
 * from any visitor (a contact message), is written with a leading apostrophe, which the
 * spreadsheet shows as plain text. Numbers the product itself writes are not text and stay.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
