/**
 * What the administrators are told at once: a change that redirects every mail (the SMTP
 * server), an account kept locked out by failed sign-ins. Each notice is an activity-log
 * entry ('security.alert') and a mail to every active administrator, at most once per
 * subject and window: an attack repeating itself does not flood them. The window is claimed
 * by one conditional insert in the database, so several server processes send it once.
 */
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { SUPER_ROLE, users, type ActivityAction } from '@hexagone/schemas';
import { SYSTEM_ACTOR, accountActor, clientIp } from '../activity/activity-entry';
import { ActivityService } from '../activity/activity.service';
import { CrudService } from '../crud/crud.service';
import type { CrudContext } from '../crud/crud-hooks';
import { MailService } from '../platform/mail/mail.service';

export const SECURITY_NOTICES_COLLECTION = 'security_notices';

/** One notice per subject within this window. */
export const SECURITY_NOTICE_WINDOW_MS = 60 * 60_000;

export interface SecurityNotice {
  /** What repeats count as one ('smtp-server', 'lockout:alice@exemple.fr'). */
  key: string;
  action: Extract<ActivityAction, 'login' | 'update'>;
  collection: string;
  resourceId?: string | null;
  subject: string;
  text: string;
  /** Who acted, when someone did (the operator who changed the SMTP server). */
  ctx?: CrudContext;
  /** The address the attempt came from, when no one is signed in. */
  ip?: string;
}

interface StoredNotice {
  _id: string;
  at: Date;
}

@Injectable()
export class SecurityNotices {
  private readonly logger = new Logger('Sécurité');

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly crud: CrudService,
    private readonly activity: ActivityService,
    private readonly mail: MailService,
  ) {}

  private get notices() {
    return this.connection.db!.collection<StoredNotice>(SECURITY_NOTICES_COLLECTION);
  }

  /** Whether this process won the window of `key` (the entry is replaced once the window has passed). */
  private async claim(key: string): Promise<boolean> {
    const now = new Date();
    const id = `${key}:${Math.floor(now.getTime() / SECURITY_NOTICE_WINDOW_MS)}`;
    try {
      await this.notices.insertOne({ _id: id, at: now });
      await this.notices.deleteMany({ at: { $lt: new Date(now.getTime() - 2 * SECURITY_NOTICE_WINDOW_MS) } });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }

  /** Never fails what it reports on: a notice that cannot be written is logged. */
  async notify(notice: SecurityNotice): Promise<void> {
    try {
      if (!(await this.claim(notice.key))) return;
      const user = notice.ctx?.user;
      await this.activity.record([
        {
          ...(user ? accountActor(user) : SYSTEM_ACTOR),
          user_id: user?._id ?? null,
          action: notice.action,
          collection: notice.collection,
          resource_id: notice.resourceId ?? null,
          method: 'POST',
          status_code: 200,
          ip_address: clientIp(notice.ctx?.ip ?? notice.ip),
          details: { label: notice.subject, message: notice.text },
          action_type: 'security.alert',
          resource_type: null,
        },
      ]);
      const admins = await this.crud.model(users.name).find({ role: SUPER_ROLE, active: { $ne: false } }, { email: 1 }).lean<{ email?: string }[]>().exec();
      const to = admins.map((admin) => admin.email).filter((email): email is string => Boolean(email));
      if (to.length) await this.mail.send({ to, subject: notice.subject, text: notice.text });
    } catch (error) {
      this.logger.error(`alerte de sécurité non transmise (${notice.key}) : ${(error as Error).message}`);
    }
  }
}
