/**
 * Saved reports (spec 3 §2, §7): run on the measured data, exported as files, shared by
 * e-mail, and run on their schedule by the `analytics.reports` job (every day at 07:00
 * Paris time: daily reports each day, weekly ones on Mondays, monthly ones on the 1st),
 * which mails the PDF to their recipients and keeps `last_run`. A share opens the report to
 * the accounts of its recipients: to read and run it, or to change it too (`readers`, `editors`).
 */
import { Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import {
  analyticsReports,
  parisClock,
  REPORT_SHARE_PERMISSIONS,
  users,
  type MailStatus,
  type OwnerScope,
  type AnalyticsPeriod,
  type ReportConfiguration,
  type ReportExportFormat,
  type ReportResult,
  type ReportTemplate,
  type Values,
} from '@hexagone/schemas';
import { CrudService } from '../../crud/crud.service';
import { JobsService } from '../../platform/jobs/jobs.service';
import { MailService } from '../../platform/mail/mail.service';
import { SettingsService } from '../../settings/settings.service';
import { parsePeriod } from '../analytics-period';
import { AudienceService } from '../audience.service';
import { reportFile, type ReportFile } from './report-file';
import { funnelTable, groupedTable, reportPlan, reportResult, type ReportTable } from './report-table';

export const REPORTS_JOB = 'analytics.reports';
/** A report reads the last 30 days unless its configuration names another period. */
const DEFAULT_REPORT_PERIOD: AnalyticsPeriod = '30d';

export interface Report extends Values {
  _id: string;
  name: string;
  template: ReportTemplate;
  schedule: string;
  recipients?: string[];
  configuration?: ReportConfiguration;
}

/** Whether a schedule is due on the Paris day of `slot`. */
export function scheduleDue(schedule: string, slot: Date): boolean {
  const clock = parisClock(slot);
  if (schedule === 'daily') return true;
  if (schedule === 'weekly') return new Date(`${clock.year}-${clock.month}-${clock.day}T12:00:00Z`).getUTCDay() === 1;
  if (schedule === 'monthly') return clock.day === '01';
  return false;
}

@Injectable()
export class ReportsService implements OnModuleInit {
  private readonly logger = new Logger('Rapports');

  constructor(
    private readonly crud: CrudService,
    private readonly audience: AudienceService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.crud.on(analyticsReports.name, 'analytics/reports/reports.service', {
      beforeCreate: (values, ctx) => {
        if (!ctx.user) return;
        values.created_by = ctx.user._id;
        values.readers = [ctx.user.id];
        values.editors = [ctx.user.id];
      },
    });
    this.jobs.declare({ name: REPORTS_JOB, cron: '0 7 * * *', timeZone: 'Europe/Paris', handler: async (slot) => {
      await this.runSchedules(slot);
    } });
  }

  /** The report, if `owner` (when given) reaches it. */
  async find(id: string, owner?: OwnerScope): Promise<Report> {
    const found = await this.crud.findById(analyticsReports, id, owner);
    if (!found) throw new NotFoundException({ message: 'Rapport introuvable' });
    return found.toObject() as unknown as Report;
  }

  /** The period a report reads: its configuration's, else the last 30 days. */
  private periodOf(report: Report): AnalyticsPeriod {
    return report.configuration?.period ? parsePeriod(report.configuration.period) : DEFAULT_REPORT_PERIOD;
  }

  async table(report: Report, now = new Date()): Promise<ReportTable> {
    const configuration = report.configuration ?? {};
    const period = this.periodOf(report);
    const plan = reportPlan(report.template, configuration);
    if (!plan.dimensions.length) return funnelTable(plan, await this.audience.funnel(period, now));
    const { days, groups } = await this.audience.groups(period, plan.dimensions, now);
    return groupedTable(plan, groups, days);
  }

  /** Runs the report and keeps when. */
  async run(id: string, owner?: OwnerScope, now = new Date()): Promise<ReportResult> {
    const report = await this.find(id, owner);
    const result = reportResult(await this.table(report, now), report.configuration ?? {});
    await this.markRun(report, now);
    return result;
  }

  async file(id: string, format: ReportExportFormat, owner?: OwnerScope, now = new Date()): Promise<ReportFile> {
    const report = await this.find(id, owner);
    return reportFile(report.name, await this.table(report, now), format, now, this.periodOf(report));
  }

  /**
   * Opens the report to the recipients' accounts with the right given (a second share may
   * lower it; the author keeps theirs), then one mail per recipient with the link to the
   * reports screen. An address without an account gets the mail only. Resolves to what became
   * of each mail (sent, or waiting in the outbox).
   */
  async share(id: string, owner: OwnerScope | undefined, share: { recipients: string[]; message?: string; permissions?: 'view' | 'edit' }, from?: string): Promise<MailStatus[]> {
    const report = await this.find(id, owner);
    const { message, permissions = 'view' } = share;
    const recipients = [...new Set(share.recipients.map((r) => r.trim().toLowerCase()))];
    const accounts = await this.crud.model(users.name).find({ email: { $in: recipients } }, { _id: 1 }).lean<{ _id: unknown }[]>().exec();
    const ids = accounts.map((account) => String(account._id)).filter((accountId) => accountId !== String(report.created_by));
    if (ids.length) {
      await this.crud
        .model(analyticsReports.name)
        .updateOne(
          { _id: report._id },
          permissions === 'edit'
            ? { $addToSet: { readers: { $each: ids }, editors: { $each: ids } } }
            : { $addToSet: { readers: { $each: ids } }, $pullAll: { editors: ids } },
        )
        .exec();
    }
    const link = `${await this.settings.siteUrl()}/webmaster/analytics/reports?rapport=${report._id}`;
    const right = REPORT_SHARE_PERMISSIONS.find((p) => p.value === permissions)!.label.toLowerCase();
    const intro = `${from ?? "Un membre de l'équipe"} a partagé avec vous le rapport « ${report.name} » (accès en ${right}).`;
    const statuses: MailStatus[] = [];
    for (const to of recipients) {
      const mail = await this.mail.send({ to, subject: `Rapport partagé : ${report.name}`, text: [intro, message?.trim(), `Ouvrir le rapport : ${link}`].filter(Boolean).join('\n\n') });
      statuses.push(mail.status);
    }
    return statuses;
  }

  /** The reports due on the slot's day, each run, mailed as PDF to its recipients; resolves to how many went. */
  async runSchedules(slot: Date): Promise<number> {
    const scheduled = (await this.crud.model(analyticsReports.name).find({ schedule: { $in: ['daily', 'weekly', 'monthly'] } }).lean<Report[]>().exec()).filter((report) =>
      scheduleDue(report.schedule, slot),
    );
    let sent = 0;
    for (const report of scheduled) {
      try {
        const file = await reportFile(report.name, await this.table(report, slot), 'pdf', slot, this.periodOf(report));
        if (report.recipients?.length) {
          await this.mail.send({
            to: report.recipients,
            subject: `Rapport programmé : ${report.name}`,
            text: `Veuillez trouver ci-joint le rapport « ${report.name} ».`,
            attachments: [{ filename: file.filename, content: file.content, contentType: file.contentType }],
          });
        }
        await this.markRun(report, slot);
        sent += 1;
      } catch (error) {
        // Spec 3 §8: other report failures are only logged.
        this.logger.error(`Rapport « ${report.name} » non envoyé : ${(error as Error).message}`);
      }
    }
    return sent;
  }

  private async markRun(report: Report, at: Date): Promise<void> {
    await this.crud.model(analyticsReports.name).updateOne({ _id: report._id }, { $set: { last_run: at } }).exec();
  }
}
