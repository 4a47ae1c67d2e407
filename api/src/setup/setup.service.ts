/**
 * First-run setup: company settings, the built-in roles and the first administrator.
 * It runs once in a database's life: its completion is written as a durable marker, and
 * once it is there setup never opens again, even if no administrator is left (otherwise
 * the first visitor after that would become administrator). A lock document makes two
 * simultaneous requests (or two server processes) end with exactly one winner.
 */
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  firstError,
  roles,
  SETUP_MESSAGES,
  settingsSite,
  setupInitForm,
  SYSTEM_ROLES,
  users,
  validateValues,
  type Values,
} from '@hexagone/schemas';
import { hashSecret } from '../auth/password';
import { PasswordPolicyService } from '../auth/password-policy';
import { CrudService } from '../crud/crud.service';
import { acquireLock, LockBusyError } from '../database/system-lock';

/** A lock older than this was left by a process that died mid-setup. */
const STALE_LOCK_MS = 60_000;
const LOCK_ID = 'setup';
const MARKER_ID = 'setup';

@Injectable()
export class SetupService {
  /** Once done, setup never comes back, so the answer is kept. */
  private done = false;

  constructor(
    private readonly crud: CrudService,
    @InjectConnection() private readonly connection: Connection,
    private readonly passwords: PasswordPolicyService,
  ) {}

  async isRequired(): Promise<boolean> {
    if (this.done) return false;
    if (await this.state().findOne({ _id: MARKER_ID })) {
      this.done = true;
      return false;
    }
    // A database set up before the marker existed has its administrator: it gets the marker now.
    if ((await this.crud.model(users.name).exists({ role: 'admin' }).exec()) === null) return true;
    await this.markCompleted();
    return false;
  }

  private state() {
    return this.connection.collection<{ _id: string; completed_at: Date }>('system_state');
  }

  private async markCompleted(): Promise<void> {
    await this.state().updateOne({ _id: MARKER_ID }, { $setOnInsert: { completed_at: new Date() } }, { upsert: true });
    this.done = true;
  }

  async init(body: Values): Promise<void> {
    const errors = validateValues(setupInitForm, body, { side: 'server' });
    if (Object.keys(errors).length) {
      throw new BadRequestException({ message: firstError(setupInitForm, errors), errors });
    }
    if (!(await this.isRequired())) throw new ConflictException(SETUP_MESSAGES.alreadyDone);
    await this.passwords.assertAcceptable(body.password);

    const release = await acquireLock(this.connection, LOCK_ID, { waitMs: 0, staleMs: STALE_LOCK_MS }).catch((error: unknown) => {
      throw error instanceof LockBusyError ? new ConflictException(SETUP_MESSAGES.alreadyDone) : error;
    });
    try {
      // Checked again under the lock: another process may have finished in between.
      if (!(await this.isRequired())) throw new ConflictException(SETUP_MESSAGES.alreadyDone);
      await this.saveCompany(String(body.company).trim());
      await this.createSystemRoles();
      await this.crud.model(users.name).create({
        name: String(body.name).trim(),
        email: String(body.email).trim().toLowerCase(),
        password: await hashSecret(String(body.password)),
        password_changed_at: new Date(),
        role: 'admin',
        active: true,
        emailVerified: true,
        // An administrator holds support.manage: an agent of the support (support-staff.ts).
        support_agent: true,
      });
      await this.crud.refreshCountersOf(users, [{ role: 'admin' }]);
      await this.markCompleted();
    } finally {
      await release();
    }
  }

  /** The company named at setup is the site's name in the settings (invoices, e-mails, legal page). */
  private async saveCompany(company: string): Promise<void> {
    await this.crud.writeSingleton(settingsSite, { name: company });
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
