/**
 * First-run setup: company settings, the built-in roles and the first administrator.
 * It runs once: refused as soon as an administrator exists, and a lock document makes
 * two simultaneous requests (or two server processes) end with exactly one winner.
 */
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  firstError,
  roles,
  SETUP_MESSAGES,
  setupInitForm,
  SYSTEM_ROLES,
  users,
  validateValues,
  type Values,
} from '@hexagone/schemas';
import { hashSecret } from '../auth/password';
import { CrudService } from '../crud/crud.service';

/** A lock older than this was left by a process that died mid-setup. */
const STALE_LOCK_MS = 60_000;
const LOCK_ID = 'setup';

@Injectable()
export class SetupService {
  /** Once an administrator exists setup never comes back, so the answer is kept. */
  private done = false;

  constructor(
    private readonly crud: CrudService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  async isRequired(): Promise<boolean> {
    if (this.done) return false;
    this.done = (await this.crud.model(users.name).exists({ role: 'admin' }).exec()) !== null;
    return !this.done;
  }

  async init(body: Values): Promise<void> {
    const errors = validateValues(setupInitForm, body, { side: 'server' });
    if (Object.keys(errors).length) {
      throw new BadRequestException({ message: firstError(setupInitForm, errors), errors });
    }
    if (!(await this.isRequired())) throw new ConflictException(SETUP_MESSAGES.alreadyDone);

    await this.acquireLock();
    try {
      // Checked again under the lock: another process may have finished in between.
      if (!(await this.isRequired())) throw new ConflictException(SETUP_MESSAGES.alreadyDone);
      await this.saveCompany(String(body.company).trim());
      await this.createSystemRoles();
      await this.crud.model(users.name).create({
        name: String(body.name).trim(),
        email: String(body.email).trim().toLowerCase(),
        password: await hashSecret(String(body.password)),
        role: 'admin',
        active: true,
        emailVerified: true,
      });
      await this.crud.refreshCountersOf(users, [{ role: 'admin' }]);
      this.done = true;
    } finally {
      await this.locks().deleteOne({ _id: LOCK_ID });
    }
  }

  private locks() {
    return this.connection.collection<{ _id: string; created_at: Date }>('system_locks');
  }

  private async acquireLock(): Promise<void> {
    await this.locks().deleteOne({ _id: LOCK_ID, created_at: { $lt: new Date(Date.now() - STALE_LOCK_MS) } });
    try {
      await this.locks().insertOne({ _id: LOCK_ID, created_at: new Date() });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new ConflictException(SETUP_MESSAGES.alreadyDone);
      throw error;
    }
  }

  private async saveCompany(company: string): Promise<void> {
    await this.connection.collection('settings').updateOne(
      { key: 'site.name' },
      { $set: { key: 'site.name', label: 'Nom du site', type: 'text', category: 'site', value: company, updated_at: new Date() } },
      { upsert: true },
    );
  }

  private async createSystemRoles(): Promise<void> {
    const model = this.crud.model(roles.name);
    for (const role of SYSTEM_ROLES) {
      await model.updateOne(
        { slug: role.slug },
        { $set: { ...role, permissions: [...role.permissions], is_system: true }, $setOnInsert: { users_count: 0, created_at: new Date() } },
        { upsert: true },
      );
    }
  }
}
