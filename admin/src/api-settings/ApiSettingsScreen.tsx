/**
 * /webmaster/settings/api (spec 3 §2, §5, §8): the API keys and the webhooks. A key is shown
 * in full once, after its creation or regeneration (then its 10-character preview); a webhook's secret once,
 * after its creation. Failures of this page show no message (spec 3 §8), but the forms show
 * the server's refusal.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Chip, IconButton, Switch, TableCell, TableRow, Tooltip } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Autorenew from '@mui/icons-material/Autorenew';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Insights from '@mui/icons-material/Insights';
import ListAlt from '@mui/icons-material/ListAlt';
import { Confirm } from 'react-admin';
import { API_KEY_DEFAULTS, API_KEY_MESSAGES, API_MANAGE, dayKeyOf, RATE_WINDOWS, WEBHOOK_MESSAGES } from '@hexagone/schemas';
import { ResultDialog } from '../actions/ResultDialog';
import { formatInteger, formatMoment } from '../dashboard/format';
import { PageHeader } from '../layout/PageHeader';
import { Forbidden } from '../pages/Forbidden';
import { useMayOpen } from '../providers/useSessionCaller';
import { TeamTable, WIDE_ONLY } from '../team/TeamTable';
import { apiSettingsApi, type ApiKey, type Webhook } from './api-settings-api';
import { ApiKeyDialog } from './ApiKeyDialog';
import { DeliveriesDialog } from './DeliveriesDialog';
import { UsageDialog } from './UsageDialog';
import { WebhookDialog } from './WebhookDialog';

const KEY_COLUMNS = [
  { label: 'Nom', sortable: true },
  { label: 'Clé' },
  { label: 'Permissions', wideOnly: true },
  { label: 'Limite', wideOnly: true },
  { label: 'Dernière utilisation', wideOnly: true, sortable: true },
  { label: 'Expiration' },
];
const WEBHOOK_COLUMNS = [{ label: 'Nom' }, { label: 'URL', wideOnly: true }, { label: 'Événements', wideOnly: true }, { label: 'Actif' }, { label: 'Dernière tentative' }];

/** Spec 3 §2: the keys sort by name or by last use. */
const KEY_SORTS: Readonly<Record<string, (key: ApiKey) => string>> = { Nom: (key) => key.name.toLocaleLowerCase('fr'), 'Dernière utilisation': (key) => key.last_used ?? '' };
type KeySort = { label: string; order: 'asc' | 'desc' };

function sortedKeys(keys: readonly ApiKey[], sort: KeySort | undefined): readonly ApiKey[] {
  const by = sort && KEY_SORTS[sort.label];
  if (!sort || !by) return keys;
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...keys].sort((a, b) => sign * by(a).localeCompare(by(b), 'fr'));
}

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
const windowLabel = (value: string) => RATE_WINDOWS.find((window) => window.value === value)?.label ?? value;
/**
 * Spec 3 §2: the first 10 characters then an ellipsis — of the key just given, else of the
 * preview the server keeps (issue 37 §5: after a reload two keys could not be told apart) —
 * or « Masquée » when the answer holds neither.
 */
const keyPreview = (key: ApiKey) => {
  const start = key.key?.slice(0, API_KEY_DEFAULTS.previewLength) ?? key.key_preview;
  return start ? `${start}…` : API_KEY_MESSAGES.masked;
};

function Expiry({ value }: { value?: string | null }) {
  if (!value) return <>{API_KEY_MESSAGES.never}</>;
  const past = value.slice(0, 10) < dayKeyOf(new Date());
  return <Chip size="small" color={past ? 'error' : 'success'} label={day.format(new Date(value))} />;
}

function LastAttempt({ webhook }: { webhook: Webhook }) {
  if (!webhook.last_attempt) return <>—</>;
  return <Chip size="small" color={webhook.last_success ? 'success' : 'error'} label={formatMoment(webhook.last_attempt)} />;
}

const KEY_RESULT = (rotated?: string) => ({
  title: rotated ? 'Clé API régénérée' : 'Clé API créée',
  fields: [{ name: 'key', label: 'Clé API' }],
  note: rotated ? `${API_KEY_MESSAGES.shownOnce} L'ancienne clé reste valable jusqu'au ${formatMoment(rotated)}.` : API_KEY_MESSAGES.shownOnce,
});
const SECRET_RESULT = {
  title: 'Webhook créé',
  fields: [{ name: 'secret', label: 'Secret de signature' }],
  note: 'Copiez ce secret maintenant : il ne sera plus jamais affiché. Il sert à vérifier la signature des requêtes (Standard Webhooks).',
};

/** A confirmation asked about one row (spec 3 §8: key deletion, regeneration, webhook deletion). */
function ConfirmOf<Row>({ item, title, confirm, content, onConfirm, onClose }: {
  item: Row | null;
  title: string;
  confirm: string;
  content: (row: Row) => string;
  onConfirm: (row: Row) => void;
  onClose: () => void;
}) {
  return (
    <Confirm
      isOpen={item !== null}
      title={title}
      content={item ? content(item) : ''}
      confirm={confirm}
      cancel="Annuler"
      confirmColor="warning"
      onConfirm={() => {
        onClose();
        if (item) onConfirm(item);
      }}
      onClose={onClose}
    />
  );
}

export function ApiSettingsScreen() {
  const mayOpen = useMayOpen(API_MANAGE);
  if (mayOpen === undefined) return <></>;
  return mayOpen ? <ApiSettings /> : <Forbidden title="Clés API" icon="Key" />;
}

function ApiSettings() {
  const [keys, setKeys] = useState<ApiKey[]>([]);
  const [hooks, setHooks] = useState<Webhook[]>([]);
  const [editing, setEditing] = useState<ApiKey | undefined>();
  const [keyOpen, setKeyOpen] = useState(false);
  const [hookOpen, setHookOpen] = useState(false);
  const [usageOf, setUsageOf] = useState<ApiKey | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Webhook | null>(null);
  const [deletingKey, setDeletingKey] = useState<ApiKey | null>(null);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [deletingHook, setDeletingHook] = useState<Webhook | null>(null);
  const [shownKey, setShownKey] = useState<(ApiKey & { previous_key_until?: string }) | null>(null);
  const [shownSecret, setShownSecret] = useState<Webhook | null>(null);
  const [sort, setSort] = useState<KeySort | undefined>();
  const sortBy = (label: string) => setSort((current) => ({ label, order: current?.label === label && current.order === 'asc' ? 'desc' : 'asc' }));

  const load = useCallback(async () => {
    await Promise.all([apiSettingsApi.keys().then(setKeys, () => undefined), apiSettingsApi.webhooks().then(setHooks, () => undefined)]);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** The answer holding the full key replaces its row until the next load: the table shows its start once. */
  const showKey = (answer: ApiKey & { previous_key_until?: string }) => {
    setShownKey(answer);
    setKeys((current) => [answer, ...current.filter((key) => key.id !== answer.id)]);
  };

  const quietly = (work: () => Promise<unknown>) => () => void work().then(load, () => undefined);

  return (
    <Box>
      <PageHeader
        title="Clés API"
        description="Les clés d'accès à l'API publique et les webhooks qui reçoivent les événements"
        icon="Key"
        breadcrumb={[{ label: 'Paramètres', path: '/webmaster/settings' }, { label: 'Clés API' }]}
        actions={[
          { label: 'Nouveau webhook', icon: <Add />, variant: 'outlined', onClick: () => setHookOpen(true) },
          {
            label: 'Nouvelle clé API',
            icon: <Add />,
            variant: 'contained',
            onClick: () => {
              setEditing(undefined);
              setKeyOpen(true);
            },
          },
        ]}
      />

      <TeamTable
        title="Clés API"
        label="Clés API"
        columns={KEY_COLUMNS}
        rows={sortedKeys(keys, sort)}
        sort={sort}
        onSort={sortBy}
        renderRow={(key) => (
          <TableRow key={key.id} hover>
            <TableCell>{key.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{keyPreview(key)}</TableCell>
            <TableCell sx={WIDE_ONLY}>
              <Chip size="small" variant="outlined" label={formatInteger(key.permissions.length)} aria-label={`${key.permissions.length} permission(s)`} />
            </TableCell>
            <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
              {formatInteger(key.rate_limit)} / {windowLabel(key.rate_window)}
            </TableCell>
            <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{key.last_used ? formatMoment(key.last_used) : API_KEY_MESSAGES.never}</TableCell>
            <TableCell>
              <Expiry value={key.expires_at} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title="Modifier">
                <IconButton
                  size="small"
                  aria-label={`Modifier ${key.name}`}
                  onClick={() => {
                    setEditing(key);
                    setKeyOpen(true);
                  }}
                >
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Statistiques">
                <IconButton size="small" aria-label={`Statistiques de ${key.name}`} onClick={() => setUsageOf(key)}>
                  <Insights fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Régénérer">
                <IconButton size="small" aria-label={`Régénérer ${key.name}`} onClick={() => setRotating(key)}>
                  <Autorenew fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Supprimer">
                <IconButton size="small" color="error" aria-label={`Supprimer ${key.name}`} onClick={() => setDeletingKey(key)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        )}
      />

      <TeamTable
        title="Webhooks"
        label="Webhooks"
        columns={WEBHOOK_COLUMNS}
        rows={hooks}
        sx={{ mt: 3 }}
        renderRow={(hook) => (
          <TableRow key={hook.id} hover>
            <TableCell>{hook.name}</TableCell>
            <TableCell sx={{ ...WIDE_ONLY, wordBreak: 'break-all' }}>{hook.url}</TableCell>
            <TableCell sx={WIDE_ONLY}>
              <Chip size="small" variant="outlined" label={formatInteger(hook.events.length)} />
            </TableCell>
            <TableCell>
              <Switch
                checked={hook.active}
                slotProps={{ input: { 'aria-label': `Activer ${hook.name}` } }}
                onChange={(event) =>
                  void apiSettingsApi.toggleWebhook(hook.id, event.target.checked).then(
                    (answer) => setHooks((current) => current.map((row) => (row.id === answer.id ? answer : row))),
                    () => undefined,
                  )
                }
              />
            </TableCell>
            <TableCell>
              <LastAttempt webhook={hook} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title="Livraisons">
                <IconButton size="small" aria-label={`Livraisons de ${hook.name}`} onClick={() => setDeliveriesOf(hook)}>
                  <ListAlt fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Supprimer">
                <IconButton size="small" color="error" aria-label={`Supprimer ${hook.name}`} onClick={() => setDeletingHook(hook)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        )}
      />

      <ApiKeyDialog
        apiKey={editing}
        open={keyOpen}
        onClose={() => setKeyOpen(false)}
        onSaved={(saved) => {
          setKeyOpen(false);
          if (saved.key) showKey(saved);
          else void load();
        }}
      />
      <WebhookDialog
        open={hookOpen}
        onClose={() => setHookOpen(false)}
        onSaved={(created) => {
          setHookOpen(false);
          setShownSecret(created);
          void load();
        }}
      />
      <UsageDialog apiKey={usageOf} onClose={() => setUsageOf(null)} />
      <DeliveriesDialog
        webhook={deliveriesOf}
        onClose={() => {
          setDeliveriesOf(null);
          void load();
        }}
      />
      <ConfirmOf item={deletingKey} title="Supprimer la clé" confirm="Supprimer" content={(key) => API_KEY_MESSAGES.deleteConfirm(key.name)} onClose={() => setDeletingKey(null)} onConfirm={(key) => quietly(() => apiSettingsApi.deleteKey(key.id))()} />
      <ConfirmOf item={rotating} title="Régénérer la clé" confirm="Régénérer" content={(key) => API_KEY_MESSAGES.rotateConfirm(key.name)} onClose={() => setRotating(null)} onConfirm={(key) => void apiSettingsApi.rotateKey(key.id).then(showKey, () => undefined)} />
      <ConfirmOf item={deletingHook} title="Supprimer le webhook" confirm="Supprimer" content={(hook) => WEBHOOK_MESSAGES.deleteConfirm(hook.name)} onClose={() => setDeletingHook(null)} onConfirm={(hook) => quietly(() => apiSettingsApi.deleteWebhook(hook.id))()} />
      {shownKey && <ResultDialog result={KEY_RESULT(shownKey.previous_key_until)} answer={shownKey as never} onClose={() => setShownKey(null)} />}
      {shownSecret && <ResultDialog result={SECRET_RESULT} answer={shownSecret as never} onClose={() => setShownSecret(null)} />}
    </Box>
  );
}
