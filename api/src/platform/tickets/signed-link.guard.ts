/**
 * For the addresses a browser opens without headers (an `EventSource`, a download in a new
 * window): a `?ticket=` issued by POST /api/tickets for this very path, or else the usual
 * bearer token. Put it with @Public() on the route (the global guard would demand a bearer).
 */
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { TicketService } from './ticket.service';

const BearerGuard = AuthGuard('jwt');

@Injectable()
export class SignedLinkGuard implements CanActivate {
  private readonly bearer = new BearerGuard();

  constructor(private readonly tickets: TicketService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const ticket = request.query.ticket;
    if (typeof ticket !== 'string') return (await this.bearer.canActivate(context)) as boolean;
    request.user = await this.tickets.redeem(ticket, request.path);
    return true;
  }
}
