/**
 * Addresses a browser opens without headers (a file download, a document in a new window)
 * carry a one-minute single-use ticket from POST /api/tickets, never the session token.
 */
import { httpClient } from './httpClient';

/** The path without its query: what a ticket opens. */
const pathOf = (address: string) => address.split(/[?#]/, 1)[0];

export async function ticketFor(address: string): Promise<string> {
  const { json } = await httpClient('/api/tickets', { method: 'POST', body: JSON.stringify({ path: pathOf(address) }) });
  return (json as { ticket: string }).ticket;
}

export const withTicket = (address: string, ticket: string): string => `${address}${address.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;

/**
 * Opens an API address in a new window. The window opens at once, within the click (a pop-up
 * opened after an await is blocked), and goes to the address once its ticket has come.
 */
export async function openWithTicket(address: string): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const url = withTicket(address, await ticketFor(address));
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
