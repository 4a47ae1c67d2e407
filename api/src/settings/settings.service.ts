/**
 * The settings in force, read by the product where they act (sessions, sign-in, passwords,
 * mail, maintenance, invoices, the legal page). One source: the singletons of the settings
 * tabs. Each read is a Map lookup; a write through the API drops this process's copy at once
 * (hooks below), and a copy is never older than CACHE_TTL_MS, the only delay another server
 * process's write can have here.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import {
  auditSettings,
  BRAND_NAME,
  defaultValues,
  SECURITY_DEFAULTS,
  settingsEmail,
  settingsMaintenance,
  settingsSecurity,
  settingsSite,
  SINGLETON_ID,
  type ResourceDef,
  type SecuritySettings,
  type Values,
} from '@hexagone/schemas';
import { config } from '../config';
import { CrudService } from '../crud/crud.service';
import type { SmtpSettings } from '../platform/mail/smtp-settings';
import { smtpFromEmailSettings } from './smtp-from-settings';

export const SETTINGS_SINGLETONS = [settingsSite, settingsEmail, settingsSecurity, settingsMaintenance] as const;
/** Kept here too: the audit log's settings, read by every write (its log level). */
const KEPT_SINGLETONS = [...SETTINGS_SINGLETONS, auditSettings] as const;

const CACHE_TTL_MS = 5_000;

/** The Site tab's url before anyone sets it: a deployment's SITE_URL goes before it. */
const SITE_URL_DEFAULT = String(settingsSite.fields.find((field) => field.name === 'url')?.default ?? '');

const filled = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whether the Site tab's url names an address (its registry default stands for none). */
const isNamed = (url: unknown): boolean => filled(url) !== '' && filled(url) !== SITE_URL_DEFAULT;

/** The key/value settings of earlier installs and the Site tab's field each one became. */
const LEGACY_SITE_KEYS: Readonly<Record<string, string>> = {
  'site.name': 'name',
  'company.legal_form': 'legal_form',
  'company.share_capital': 'share_capital',
  'company.siren': 'siren',
  'company.siret': 'siret',
  'company.rcs_city': 'rcs_city',
  'company.vat_number': 'vat_number',
  'company.address': 'address',
  'company.postal_code': 'postal_code',
  'company.city': 'city',
};

interface Cached {
  values: Values;
  /** Whether the singleton was ever saved (else `values` are its declared defaults). */
  saved: boolean;
  loadedAt: number;
}

/**
 * Before the Sécurité tab is first saved, the environment of the install decides the session
 * timeout and the attempts (their defaults are spec 3 §9's, like the tab's).
 */
const SECURITY_BEFORE_SAVE = { ...SECURITY_DEFAULTS, session_timeout: config.sessionIdleMinutes, max_login_attempts: config.maxLoginAttempts };

@Injectable()
export class SettingsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly cache = new Map<string, Cached>();
  /** Bumped by every write: a read begun before a write does not keep its older copy. */
  private readonly writes = new Map<string, number>();
  private readonly logger = new Logger('Settings');

  constructor(private readonly crud: CrudService) {}

  onModuleInit(): void {
    for (const resource of KEPT_SINGLETONS) {
      const forget = () => {
        this.writes.set(resource.name, (this.writes.get(resource.name) ?? 0) + 1);
        this.cache.delete(resource.name);
      };
      this.crud.onPlatform(resource.name, { afterCreate: forget, afterUpdate: forget });
    }
    // The Site tab shows the address in force while none is named (issue 37 §5); saved unchanged,
    // it stays unnamed, so that the site keeps following SITE_URL or the server's address.
    const keepUnnamed = (values: Values) => {
      if (typeof values.url === 'string' && values.url.trim().replace(/\/+$/, '') === this.unnamedSiteUrl()) values.url = SITE_URL_DEFAULT;
    };
    this.crud.on(settingsSite.name, 'settings/settings.service', {
      shown: (record) => (isNamed(record.url) ? record : { ...record, url: this.unnamedSiteUrl() }),
      beforeCreate: keepUnnamed,
      beforeUpdate: keepUnnamed,
    });
  }

  /** The site's address while the Site tab names none: SITE_URL, else the address the server listens on. */
  private unnamedSiteUrl(): string {
    return filled(process.env.SITE_URL).replace(/\/+$/, '') || config.listeningUrl;
  }

  /** Once every model is registered. */
  async onApplicationBootstrap(): Promise<void> {
    await this.adoptLegacyKeys().catch((error: unknown) => this.logger.warn(`Reprise des anciens paramètres impossible : ${String(error)}`));
  }

  /**
   * Installs from before the settings tabs kept the company in key/value documents of
   * `settings` (site.name, company.*): the first start with the tabs moves them into the Site
   * tab, once, while it has never been saved.
   */
  private async adoptLegacyKeys(): Promise<void> {
    if (await this.crud.model(settingsSite.name).exists({ _id: SINGLETON_ID }).exec()) return;
    const legacy = await this.crud.model(settingsSite.name).db.collection('settings').find({ key: { $in: Object.keys(LEGACY_SITE_KEYS) } }).toArray();
    const values: Values = {};
    for (const { key, value } of legacy) if (typeof value === 'string' && value.trim()) values[LEGACY_SITE_KEYS[key as string]] = value.trim();
    if (Object.keys(values).length) await this.crud.writeSingleton(settingsSite, values);
  }

  /**
   * The stored document of a singleton over its declared defaults, secrets still sealed
   * (`reveal` opens them): for the server's own use, never answered as is.
   */
  async values(resource: ResourceDef): Promise<Values> {
    return (await this.load(resource)).values;
  }

  private async load(resource: ResourceDef): Promise<Cached> {
    const now = Date.now();
    const cached = this.cache.get(resource.name);
    if (cached && now - cached.loadedAt < CACHE_TTL_MS) return cached;
    const writes = this.writes.get(resource.name);
    const stored = await this.crud.model(resource.name).findById(SINGLETON_ID).lean<Values>().exec();
    const entry = { values: { ...defaultValues(resource), ...(stored ?? {}) }, saved: Boolean(stored), loadedAt: now };
    if (this.writes.get(resource.name) === writes) this.cache.set(resource.name, entry);
    return entry;
  }

  site(): Promise<Values> {
    return this.values(settingsSite);
  }

  email(): Promise<Values> {
    return this.values(settingsEmail);
  }

  maintenance(): Promise<Values> {
    return this.values(settingsMaintenance);
  }

  /** The audit log's settings (Journal d'audit tab). */
  audit(): Promise<Values> {
    return this.values(auditSettings);
  }

  async security(): Promise<SecuritySettings> {
    const { values, saved } = await this.load(settingsSecurity);
    const security = { ...SECURITY_BEFORE_SAVE } as SecuritySettings;
    if (!saved) return security;
    for (const key of Object.keys(SECURITY_DEFAULTS) as (keyof SecuritySettings)[]) {
      const value = values[key];
      if (typeof value === typeof SECURITY_DEFAULTS[key]) (security as Record<string, unknown>)[key] = value;
    }
    return security;
  }

  /** The favicon of the Site tab, when one was uploaded (an /uploads/ address). */
  async favicon(): Promise<string | undefined> {
    return this.upload('favicon');
  }

  /** The logo of the Site tab, when one was uploaded (an /uploads/ address): invoice and credit-note PDFs. */
  async logo(): Promise<string | undefined> {
    return this.upload('logo');
  }

  private async upload(field: 'favicon' | 'logo'): Promise<string | undefined> {
    const value = (await this.site())[field];
    return typeof value === 'string' && value.startsWith('/uploads/') ? value : undefined;
  }

  /** The site's name (e-mails, sender's display name, documents), the brand's while none is saved. */
  async siteName(): Promise<string> {
    return filled((await this.site()).name) || BRAND_NAME;
  }

  /** The Site tab's description, when one is saved (the public pages' meta description). */
  async siteDescription(): Promise<string | undefined> {
    return filled((await this.site()).description) || undefined;
  }

  /**
   * The base of every absolute link the product writes (e-mails): the Site tab's url once set,
   * else the deployment's SITE_URL, else `fallback` (the address a request came to), else the
   * tab's default. Without a trailing slash.
   */
  async siteUrl(fallback?: string): Promise<string> {
    const chosen = (await this.publicUrl()) || fallback || filled((await this.site()).url) || SITE_URL_DEFAULT;
    return chosen.replace(/\/+$/, '');
  }

  /** The site's public address as someone named it: the Site tab's url once set, else SITE_URL; undefined when neither does. */
  async publicUrl(): Promise<string | undefined> {
    const saved = (await this.site()).url;
    return (isNamed(saved) && filled(saved)) || filled(process.env.SITE_URL) || undefined;
  }

  /** The Email tab's SMTP server, or undefined while no host is saved; no sender name there, the site's. */
  async smtp(): Promise<SmtpSettings | undefined> {
    const values = await this.email();
    const senderName = filled(values.sender_name) || (await this.siteName());
    return smtpFromEmailSettings({ ...values, sender_name: senderName }, this.reveal(values.smtp_password));
  }

  reveal(sealed: unknown): string | undefined {
    return this.crud.reveal(sealed);
  }
}
