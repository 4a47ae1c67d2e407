/**
 * A customer's own billing identity (issue 23), edited from the site's `/user` area: read and
 * written on the signed-in account only, checked by the registry's engine with the same rules
 * and French messages as the back-office's form of the customer (siren, VAT number, postal
 * code...). Nothing else of the account can be written here; an issued invoice keeps the
 * identity it was issued with.
 */
import { BadRequestException, Body, Controller, Get, NotFoundException, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CUSTOMER_IDENTITY_FIELD, users, validateValues, type FormSchema, type Values } from '@hexagone/schemas';
import { Roles } from '../auth/roles.decorator';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { CrudService } from '../crud/crud.service';
import { bodySchema } from '../crud/openapi-schema';

/** The one group the customer writes, as the back-office's form of the account holds it. */
const OWN_IDENTITY: FormSchema = { name: users.name, fields: [CUSTOMER_IDENTITY_FIELD] };

@ApiTags('Espace client')
@ApiBearerAuth()
@Controller('account/billing-identity')
@Roles('user')
export class OwnBillingIdentityController {
  constructor(private readonly crud: CrudService) {}

  @Get()
  @ApiOperation({ summary: 'Mon identité de facturation : { billing_identity }' })
  async read(@Req() req: Request): Promise<{ billing_identity: Values }> {
    return { billing_identity: await this.identityOf(req.user as SessionUser) };
  }

  @Put()
  @ApiOperation({ summary: 'Enregistre mon identité de facturation ({ billing_identity }, mêmes règles que la fiche client du back-office)' })
  @ApiBody({ schema: bodySchema(OWN_IDENTITY, 'edit') })
  async save(@Body() body: unknown, @Req() req: Request): Promise<{ billing_identity: Values }> {
    const user = req.user as SessionUser;
    const values: Values = { billing_identity: (body as Values | undefined)?.billing_identity ?? {} };
    const errors = validateValues(OWN_IDENTITY, values, { mode: 'edit', side: 'server' });
    if (Object.keys(errors).length) throw new BadRequestException({ message: ERRORS.badRequest, errors });
    // Written by the server on the caller's own record: the request itself writes no field of it.
    await this.crud.update(users, user._id, {}, { user, ip: req.ip }, values);
    return { billing_identity: await this.identityOf(user) };
  }

  private async identityOf(user: SessionUser): Promise<Values> {
    const record = await this.crud.findById(users, user._id);
    if (!record) throw new NotFoundException(ERRORS.notFound);
    return (record.toJSON().billing_identity) ?? {};
  }
}
