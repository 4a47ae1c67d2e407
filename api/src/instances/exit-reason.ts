/**
 * How an instance's process ended, in the words of an operator rather than the system's
 * (« arrêt forcé » instead of `SIGKILL`, issue 26 §15).
 */
const SIGNALS: Readonly<Record<string, string>> = {
  SIGTERM: 'arrêt demandé par le système',
  SIGINT: 'interruption',
  SIGKILL: 'arrêt forcé par le système',
  SIGHUP: 'fin de la session qui l’avait lancé',
  SIGABRT: 'abandon sur erreur interne',
  SIGSEGV: 'erreur d’accès à la mémoire',
};

export function exitReason(code: number | null, signal: string | null): string {
  if (signal) return SIGNALS[signal] ?? 'arrêt imposé par le système';
  return code === 0 ? 'fin normale' : `code de sortie ${code ?? 'inconnu'}`;
}
