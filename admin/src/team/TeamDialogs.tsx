/**
 * The team's modals (spec 3 §2): add or edit a member, invite, and a member's activity. The
 * forms let the browser check the required name and e-mail and the e-mail's format; the
 * server checks again and its French refusal shows in the modal.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { DEFAULT_TEAM_ROLE, elideDe, roleWithin, SUPER_ROLE, TEAM_PERMISSIONS, TEAM_ROLE_DEFAULT_PERMISSIONS, TEAM_ROLES, type Caller, type MailStatus, type TeamRole } from '@hexagone/schemas';
import { formatMoment } from '../dashboard/format';
import { frenchError } from '../providers/errors';
import { teamApi, type ActivityEntry, type InvitationInput, type Member, type MemberInput } from './team-api';

const failureText = (operation: string, failure: unknown) => (frenchError(operation, failure) as Error).message;

export function FormDialog({ title, open, onClose, onSubmit, busy, error, submitLabel, children }: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  const id = `team-dialog-${title.replace(/\W+/g, '-')}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form onSubmit={submit}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** What the signed-in account may grant (the server refuses the rest): an administrator everything. */
const mayGrant = (caller: Caller | undefined, permission: string) => caller?.role === SUPER_ROLE || Boolean(caller?.permissions?.includes(permission));

function RoleSelect({ value, onChange, caller }: { value: string; onChange: (role: TeamRole) => void; caller: Caller | undefined }) {
  return (
    <TextField select label="Rôle" value={value} onChange={(event) => onChange(event.target.value as TeamRole)} fullWidth>
      {TEAM_ROLES.map((role) => (
        <MenuItem key={role.value} value={role.value} disabled={caller?.role !== SUPER_ROLE && (role.value === SUPER_ROLE || !roleWithin(role.value, caller?.role ?? ''))}>
          {role.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const blankMember = (): MemberInput => ({ name: '', email: '', role: DEFAULT_TEAM_ROLE, permissions: [...TEAM_ROLE_DEFAULT_PERMISSIONS[DEFAULT_TEAM_ROLE]] });

/** Add (no member) or edit a member: name, email, role, permissions. */
export function MemberDialog({ member, caller, open, onClose, onSaved }: {
  member?: Member;
  caller: Caller | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: (created?: Member & { password: string }) => void;
}) {
  const [values, setValues] = useState<MemberInput>(blankMember);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(member ? { name: member.name, email: member.email, role: member.role, permissions: member.permissions } : blankMember());
    setError(null);
  }, [open, member]);

  const save = async () => {
    setBusy(true);
    try {
      if (member) {
        await teamApi.updateMember(member.id, values);
        onSaved();
      } else {
        onSaved(await teamApi.addMember(values));
      }
    } catch (failure) {
      setError(failureText(member ? 'update' : 'create', failure));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (permission: string) =>
    setValues((current) => ({
      ...current,
      permissions: current.permissions.includes(permission) ? current.permissions.filter((p) => p !== permission) : [...current.permissions, permission],
    }));

  return (
    <FormDialog
      title={member ? 'Modifier le membre' : 'Ajouter un membre'}
      open={open}
      onClose={onClose}
      onSubmit={save}
      busy={busy}
      error={error}
      submitLabel={member ? 'Enregistrer' : 'Ajouter'}
    >
      <TextField label="Nom" name="name" required value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} fullWidth autoFocus />
      <TextField label="E-mail" name="email" type="email" required value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} fullWidth />
      <RoleSelect
        caller={caller}
        value={values.role}
        // A new role starts from its usual permissions; they can be changed below.
        onChange={(role) => setValues({ ...values, role, permissions: [...TEAM_ROLE_DEFAULT_PERMISSIONS[role]] })}
      />
      <FormGroup>
        <FormLabel component="legend">Permissions</FormLabel>
        {TEAM_PERMISSIONS.map((permission) => (
          <FormControlLabel
            key={permission.value}
            control={
              <Checkbox
                checked={values.permissions.includes(permission.value)}
                onChange={() => toggle(permission.value)}
                disabled={!mayGrant(caller, permission.value)}
              />
            }
            label={permission.label}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}

export function InviteDialog({ caller, open, onClose, onSent }: { caller: Caller | undefined; open: boolean; onClose: () => void; onSent: (mailStatus: MailStatus) => void }) {
  const [values, setValues] = useState<InvitationInput>({ email: '', role: DEFAULT_TEAM_ROLE, message: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues({ email: '', role: DEFAULT_TEAM_ROLE, message: '' });
    setError(null);
  }, [open]);

  const send = async () => {
    setBusy(true);
    try {
      const invited = await teamApi.invite(values);
      onSent(invited.mail_status);
    } catch (failure) {
      setError(failureText('create', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title="Inviter un membre" open={open} onClose={onClose} onSubmit={send} busy={busy} error={error} submitLabel="Envoyer l'invitation">
      <TextField label="E-mail" name="email" type="email" required value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} fullWidth autoFocus />
      <RoleSelect caller={caller} value={values.role} onChange={(role) => setValues({ ...values, role })} />
      <TextField
        label="Message"
        name="message"
        value={values.message}
        onChange={(e) => setValues({ ...values, message: e.target.value })}
        fullWidth
        multiline
        minRows={3}
        helperText="Joint à l'e-mail d'invitation (facultatif). Le lien est valable 7 jours et ne sert qu'une fois."
      />
    </FormDialog>
  );
}

export function ActivityDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null);

  useEffect(() => {
    setEntries(null);
    if (!member) return;
    // Failures of the team page show no message (spec 3 §8): the list stays empty.
    teamApi.activity(member.id).then(setEntries, () => setEntries([]));
  }, [member]);

  return (
    <Dialog open={Boolean(member)} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="team-activity-title">
      <DialogTitle id="team-activity-title">Activité {elideDe(member?.name ?? '')}</DialogTitle>
      <DialogContent>
        {entries && entries.length === 0 && <Typography color="text.secondary">Aucune donnée disponible</Typography>}
        {entries && entries.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={`Activité ${elideDe(member?.name ?? '')}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Détails</TableCell>
                  <TableCell>Adresse IP</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.timestamp ? formatMoment(entry.timestamp) : '—'}</TableCell>
                    <TableCell>{entry.action}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{entry.details || '—'}</TableCell>
                    <TableCell>{entry.ip_address ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
