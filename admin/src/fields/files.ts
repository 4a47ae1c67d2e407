/** Stored files as the back-office shows them: an address such as '/uploads/3f2a-couverture.png'. */

/** The file's name, the last part of its address ('couverture.png'). */
export function fileName(address: string): string {
  const path = address.split(/[?#]/)[0] ?? address;
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || address;
  } catch {
    return name || address;
  }
}

/** A stored address worth showing (the API answers a string; anything else is not a file yet). */
export const isFileAddress = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
