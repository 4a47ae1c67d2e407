import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { setupInitForm, type Values } from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import { bodySchema } from '../crud/openapi-schema';
import { SetupService } from './setup.service';

@ApiTags('Installation')
@Public()
@Controller('setup')
export class SetupController {
  constructor(private readonly setup: SetupService) {}

  @Get('check')
  @ApiOperation({ summary: "Indique si l'installation initiale reste à faire" })
  async check() {
    return { setupRequired: await this.setup.isRequired() };
  }

  @Post('init')
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: "Crée l'entreprise, les rôles système et le premier administrateur (une seule fois)" })
  @ApiBody({ schema: bodySchema(setupInitForm, 'create') })
  async init(@Body() body: Values) {
    await this.setup.init(typeof body === 'object' && body !== null ? body : {});
    return { message: 'Configuration terminée' };
  }
}
