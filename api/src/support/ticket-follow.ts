/**
 * The follow link of a visitor's ticket (a visitor has no account): the ticket's id with its
 * signature, e-mailed to the address they gave, opening the public page of their ticket.
 */
import { ticketFollowPath } from '@hexagone/schemas';
import type { CrudContext } from '../crud/crud-hooks';
import { signedIds } from './signed-ids';

export const ticketFollows = signedIds('support-ticket-follow');

export const followUrl = (siteUrl: string, ticketId: string): string => `${siteUrl}${ticketFollowPath(ticketId, ticketFollows.signature(ticketId))}`;

/** A write of the visitor of one ticket, through its follow link: no session, the ticket's signature checked. */
export interface TicketVisitorContext extends CrudContext {
  visitorTicket: string;
}

export const visitorTicketOf = (ctx: CrudContext): string | undefined => (ctx as Partial<TicketVisitorContext>).visitorTicket;

/** Who uploads the visitor's attachments in the files' accounts: the visitor of that ticket. */
export const visitorUploader = (ticketId: string): string => `ticket-visitor:${ticketId}`;
