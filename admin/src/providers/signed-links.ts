/**
 * Addresses a browser opens without headers (a file download, a document in a new window)
 * carry a one-minute single-use signed link from POST /api/signed-links, never the session token.
 */
import { httpClient } from './httpClient';

/** The path without its query: what a signed link opens. */
const pathOf = (address: string) => address.split(/[?#]/, 1)[0];

export async function signedLinkFor(address: string): Promise<string> {
  const { json } = await httpClient('/api/signed-links', { method: 'POST', body: JSON.stringify({ path: pathOf(address) }) });
  return (json as { signature: string }).signature;
}

export const withSignedLink = (address: string, signature: string): string => `${address}${address.includes('?') ? '&' : '?'}signature=${encodeURIComponent(signature)}`;

/**
 * Opens an API address in a new window. The window opens at once, within the click (a pop-up
 * opened after an await is blocked), and goes to the address once its signed link has come.
 */
export async function openSignedLink(address: string): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const url = withSignedLink(address, await signedLinkFor(address));
    if (!opened) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    opened.opener = null;
    opened.location.href = url;
  } catch (error) {
    opened?.close();
    throw error;
  }
}

/** Downloads an API address through its signed link, in place: the file comes as an attachment. */
export async function downloadSignedLink(address: string): Promise<void> {
  const link = document.createElement('a');
  link.href = withSignedLink(address, await signedLinkFor(address));
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
