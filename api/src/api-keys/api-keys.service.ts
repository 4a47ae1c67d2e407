/**
 * The API keys' own rules beside the generic writes (spec 3 §3, §7): the server gives the
 * secret (answered in full once) and the account a key acts for; a rotation gives a new
 * secret and keeps the old one valid for a stated overlap; a key's usage is read from its
 * request log, which goes with the key. A key never carries more than whoever gives it holds
 * (403): nobody puts on a key a permission whose rights they lack, and nobody changes or
 * rotates a key that carries rights they lack (a rotation answers its secret); revoking one
 * (delete) stays open to every key manager.
 */
import { ForbiddenException, Injectable, OnModuleInit } from '@nestjs/common';
import { API_KEY_MESSAGES, apiKeys, API_KEY_DEFAULTS, keyGrantRefusal, type ApiKeyUsage, type Values } from '@hexagone/schemas';
import { ApiKeyAuth } from '../auth/api-key-auth';
import { hashToken } from '../auth/password';
import type { SessionUser } from '../auth/session-user';
import { config } from '../config';
import { AccessService } from '../crud/access.service';
import { CrudService } from '../crud/crud.service';
import { newApiKey } from './api-key-secret';

@Injectable()
export class ApiKeysService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly auth: ApiKeyAuth,
    private readonly access: AccessService,
  ) {}

  /** 403 when the caller lacks a right among `permissions`: `managed` names the key they would change. */
  private async assertMayGrant(user: SessionUser | undefined, permissions: unknown, managed?: Values): Promise<void> {
    const caller = await this.access.caller(user);
    const list = Array.isArray(permissions) ? permissions : [];
    const refusal = caller ? keyGrantRefusal(caller, list) : API_KEY_MESSAGES.adminOnly;
    if (refusal) throw new ForbiddenException(managed ? API_KEY_MESSAGES.cannotManage(String(managed.name ?? '')) : refusal);
  }

  onModuleInit(): void {
    this.crud.on(apiKeys.name, 'api-keys/api-keys.service', {
      checkValues: async (values, ctx, before) => {
        if (before) await this.assertMayGrant(ctx.user, before.permissions, before);
        if (values.permissions !== undefined) await this.assertMayGrant(ctx.user, values.permissions);
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
    await this.assertMayGrant(user, existing.permissions, existing);
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
