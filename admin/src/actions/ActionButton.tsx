/**
 * One registry action of a list, as an icon (row) or a labelled button (bulk, header):
 * its questions, then its confirmation, then its effect; then the notification, the list
 * refreshed and, when declared, the endpoint's answer shown once. Cancelling any step runs
 * nothing. Links open their address; custom actions open their own dialog. The dialogs'
 * scripts (a form of any field kind for the questions) load the first time they open.
 */
import { Suspense, useState } from 'react';
import { Button, IconButton } from '@mui/material';
import {
  HttpError,
  LinkBase,
  useDataProvider,
  useNotify,
  useRefresh,
  useResourceContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { confirmText, type ActionDef, type ResourceDef, type Values } from '@hexagone/schemas';
import type { HexagoneDataProvider } from '../providers/dataProvider';
import { iconFor } from '../icons';
import * as ACTION_ICONS from './action-icons';
import { canAccess } from '../providers/canAccess';
import { useSessionCaller } from '../providers/useSessionCaller';
import { ADMIN_BASE } from '../paths';
import { openSignedLink } from '../providers/signed-links';
import { customActions } from './custom-actions';
import { errorText } from './error-text';
import { failureMessage, runAction, successMessage } from './run-action';
import { toneColor } from './tone';
import { lazyNamed } from '../lazy-screen';
import { mailNotice } from '../layout/mail-notice';
import { OnDemandConfirm } from './OnDemandConfirm';

const AskDialog = lazyNamed(() => import('./AskDialog'), 'AskDialog');
const ResultDialog = lazyNamed(() => import('./ResultDialog'), 'ResultDialog');

export interface ActionButtonProps {
  resource: ResourceDef;
  action: ActionDef;
  /** The row's record (row actions). */
  record?: RaRecord;
  /** The selection (bulk actions). */
  ids?: readonly Identifier[];
  /** Called after the action succeeded (a bulk action clears the selection). */
  onDone?: () => void;
  /** A labelled button even for one record (a detail page's toolbar), rather than a row's icon. */
  labelled?: boolean;
}

type Step = 'idle' | 'ask' | 'confirm' | 'custom';

const NO_IDS: readonly Identifier[] = [];

/** The API's messages about the asked fields (a 400 naming them), if that is why it refused. */
function askedFieldErrors(action: ActionDef, error: unknown): Record<string, string> | undefined {
  const errors: unknown = error instanceof HttpError ? error.body?.errors : undefined;
  if (!errors || typeof errors !== 'object') return undefined;
  const asked = new Set(action.ask?.fields.map((field) => field.name));
  const own = Object.entries(errors as Record<string, unknown>).filter(([name]) => asked.has(name));
  return own.length ? Object.fromEntries(own.map(([name, message]) => [name, String(message)])) : undefined;
}

export function ActionButton({ resource, action, record, ids = NO_IDS, onDone, labelled = false }: ActionButtonProps) {
  const route = useResourceContext();
  const dataProvider = useDataProvider<HexagoneDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [step, setStep] = useState<Step>('idle');
  const [asked, setAsked] = useState<Values>({});
  const [running, setRunning] = useState(false);
  const [answer, setAnswer] = useState<Values>();
  const [customOpened, setCustomOpened] = useState(false);
  const [askOpened, setAskOpened] = useState(false);
  const [askErrors, setAskErrors] = useState<Record<string, string>>();
  // The registry's access rule of the action (the API enforces it; here it only hides the button), decided as
  // the button renders: through react-admin's useCanAccess it was one query per button and row, each answered
  // later with one more render of the row (25 rows × 5 actions on the tickets: 2 s before the first row, issue 39).
  const allowed = canAccess(useSessionCaller(), { action: action.name, resource: route ?? resource.route });

  const { effect } = action;
  const Custom = effect.kind === 'custom' ? customActions[effect.component] : undefined;
  if (!route || !allowed || (effect.kind === 'custom' && !Custom)) return null;

  const Icon = action.icon in ACTION_ICONS ? ACTION_ICONS[action.icon as keyof typeof ACTION_ICONS] : iconFor(action.icon);
  // A signed link (a document in a new window) asks its signed link on click; any other is a plain link.
  const signed = effect.kind === 'link' && effect.signature === true ? effect.href(record ?? {}) : undefined;
  const href = effect.kind === 'link' && !signed ? effect.href(record ?? {}) : undefined;
  const newTab = effect.kind === 'link' && effect.newTab;
  // A back-office address opens in the app (no reload); any other (mailto:, the public site) as a plain link.
  const inApp = href !== undefined && !newTab && href.startsWith(`${ADMIN_BASE}/`);
  const linkProps: Record<string, unknown> = !href
    ? {}
    : inApp
      ? { component: LinkBase, to: href }
      : { href, ...(newTab ? { target: '_blank', rel: 'noopener' } : {}) };

  const finish = () => {
    onDone?.();
    refresh();
  };

  const run = async (values: Values) => {
    // Asked answers stay in their open dialog until the API accepts them.
    const fromDialog = step === 'ask';
    if (!fromDialog) setStep('idle');
    setAskErrors(undefined);
    setRunning(true);
    try {
      const result = await runAction(dataProvider, route, resource, action, { record, ids }, values);
      setStep('idle');
      const notice = mailNotice(successMessage(action, record ? 1 : ids.length, result));
      notify(notice.message, notice.options);
      // An answer to read comes first: a refreshed row or a cleared selection may take this button, and its dialog, away.
      if (action.result && result) setAnswer(result);
      else finish();
    } catch (error) {
      const refused = askedFieldErrors(action, error);
      if (fromDialog && refused) setAskErrors(refused);
      else setStep('idle');
      notify(failureMessage(action, errorText(error)), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  const openSigned = (address: string) => openSignedLink(address).catch((error: unknown) => notify(errorText(error), { type: 'error' }));

  const start = () => {
    if (signed && !action.ask) {
      void openSigned(signed);
    } else if (Custom) {
      setCustomOpened(true);
      setStep('custom');
    } else if (action.ask) {
      setAskOpened(true);
      setStep('ask');
    }
    else if (action.confirm) setStep('confirm');
    else void run({});
  };

  const answerQuestions = (values: Values) => {
    // A signed link asked for (an export's period) opens with the answers.
    if (signed && effect.kind === 'link') {
      setStep('idle');
      void openSigned(effect.href(record ?? {}, values));
      return;
    }
    setAsked(values);
    if (action.confirm) setStep('confirm');
    else void run(values);
  };

  const onClick = href ? undefined : start;
  const trigger = record && !labelled ? (
    // Its tooltip is the page's shared one (layout/SharedTooltip.tsx); the span still names it while the button is disabled.
    <span data-tooltip={action.label}>
      <IconButton aria-label={action.label} size="small" color={action.tone ?? 'primary'} disabled={running} onClick={onClick} {...linkProps}>
        <Icon fontSize="small" />
      </IconButton>
    </span>
  ) : (
    <Button size="small" color={toneColor(action.tone)} startIcon={<Icon />} disabled={running} onClick={onClick} {...linkProps}>
      {action.label}
    </Button>
  );

  return (
    <>
      {trigger}
      {action.ask && askOpened && (
        <Suspense fallback={null}>
          <AskDialog
            action={{ ...action, ask: action.ask }}
            record={record}
            open={step === 'ask'}
            onCancel={() => setStep('idle')}
            onAnswer={answerQuestions}
            errors={askErrors}
            running={running}
          />
        </Suspense>
      )}
      {action.confirm && (
        <OnDemandConfirm
          isOpen={step === 'confirm'}
          title={action.confirmLabels?.title ?? action.label}
          confirm={action.confirmLabels?.confirm}
          cancel={action.confirmLabels?.cancel}
          content={confirmText(action, record)}
          confirmColor="warning"
          onConfirm={() => void run(asked)}
          onClose={() => setStep('idle')}
        />
      )}
      {answer && action.result && (
        <Suspense fallback={null}>
          <ResultDialog
            result={action.result}
            answer={answer}
            onClose={() => {
              setAnswer(undefined);
              finish();
            }}
          />
        </Suspense>
      )}
      {Custom && customOpened && (
        <Suspense fallback={null}>
          <Custom resource={resource} record={record} ids={ids} open={step === 'custom'} onClose={() => setStep('idle')} />
        </Suspense>
      )}
    </>
  );
}
