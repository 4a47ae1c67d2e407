/**
 * The API keys' own rules beside the generic writes (spec 3 §3, §7): the server gives the
 * secret (answered in full once) and the account a key acts for; a rotation gives a new
 * secret and keeps the old one valid for a stated overlap; a key's usage is read from its
 * request log, which goes with the key.
 */
import { Injectable, OnModuleInit } from '@nestjs/common';
import { apiKeys, API_KEY_DEFAULTS, type ApiKeyUsage, type Values } from '@hexagone/schemas';
import { ApiKeyAuth } from '../auth/api-key-auth';
import { hashToken } from '../auth/password';
import type { SessionUser } from '../auth/session-user';
import { config } from '../config';
import { CrudService } from '../crud/crud.service';
import { newApiKey } from './api-key-secret';

@Injectable()
export class ApiKeysService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly auth: ApiKeyAuth,
  ) {}

  onModuleInit(): void {
    this.crud.on(apiKeys.name, {
      checkValues: (values, ctx, before) => {
        if (before) return;
        values.key = newApiKey();
        values.user_id = ctx.user?.id;
      },
      afterDelete: (before) => this.auth.requests.forget(String(before._id ?? before.id)),
    });
  }

  /** A new secret, answered once; the old one opens the API until `previous_key_until`. */
  async rotate(id: string, user: SessionUser | undefined): Promise<Values> {
    const existing = await this.crud.findOne(apiKeys, id);
    const record = await this.crud.findById(apiKeys, id);
    const key = newApiKey();
    const until = new Date(Date.now() + config.apiKeyRotationOverlapSeconds * 1_000);
    const stored = record?.get('key') as string | undefined;
    await this.crud.model(apiKeys.name).collection.updateOne(
      { _id: record!._id as never },
      {
        $set: {
          key: hashToken(key),
          key_preview: key.slice(0, API_KEY_DEFAULTS.previewLength),
          rotated_by: user?.id,
          ...(stored ? { previous_key: stored, previous_key_until: until } : {}),
        },
      },
    );
    return { ...existing, key_preview: key.slice(0, API_KEY_DEFAULTS.previewLength), key, previous_key_until: until.toISOString() };
  }

  async usage(id: string): Promise<ApiKeyUsage> {
    await this.crud.findOne(apiKeys, id);
    return this.auth.requests.usage(id);
  }
}
