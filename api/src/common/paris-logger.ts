/** The server's log lines dated as an operator in France reads them: 07/12/2026 04:37:56, Paris time. */
import { ConsoleLogger, type LogLevel } from '@nestjs/common';

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' });

export class ParisLogger extends ConsoleLogger {
  constructor(logLevels: LogLevel[]) {
    super({ logLevels });
  }

  protected override getTimestamp(): string {
    return PARIS_TIME.format(new Date());
  }
}
