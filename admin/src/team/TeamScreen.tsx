/**
 * /webmaster/settings/team (spec 3 §2): the members and the pending invitations, with the
 * modals to add, edit, invite and see a member's activity. What the signed-in account may not
 * change is not offered; the server refuses it anyway.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Send from '@mui/icons-material/Send';
import { Confirm, useNotify } from 'react-admin';
import { elideDe, allowsWrite, mailOutcome, SUPER_ROLE, TEAM_MANAGER_PERMISSION, TEAM_MESSAGES, TEAM_PERMISSIONS, TEAM_ROLES, withPermission } from '@hexagone/schemas';
import { ResultDialog } from '../actions/ResultDialog';
import { formatMoment } from '../dashboard/format';
import { PageHeader } from '../layout/PageHeader';
import { mailNotice } from '../layout/mail-notice';
import { Forbidden } from '../pages/Forbidden';
import { frenchError } from '../providers/errors';
import { useMayOpen, useSessionCaller } from '../providers/useSessionCaller';
import { ActivityDialog, InviteDialog, MemberDialog } from './TeamDialogs';
import { teamApi, type Invitation, type Member } from './team-api';
import { NARROW_ONLY, TeamTable, WIDE_ONLY } from './TeamTable';

const roleLabel = (role: string) => TEAM_ROLES.find((candidate) => candidate.value === role)?.label ?? role;
const permissionLabel = (permission: string) => TEAM_PERMISSIONS.find((candidate) => candidate.value === permission)?.label ?? permission;
const ROLE_COLOURS: Record<string, 'error' | 'primary' | 'warning' | 'default'> = { admin: 'error', editor: 'primary', moderator: 'warning', viewer: 'default' };
const moment = (value: string | null) => (value ? formatMoment(value) : 'Jamais');
const RoleChip = ({ role }: { role: string }) => <Chip size="small" label={roleLabel(role)} color={ROLE_COLOURS[role] ?? 'default'} />;

const MEMBER_COLUMNS = [
  { label: 'Nom' },
  { label: 'E-mail', wideOnly: true },
  { label: 'Rôle' },
  { label: 'Permissions', wideOnly: true },
  { label: 'Dernière connexion', wideOnly: true },
  { label: 'Membre depuis', wideOnly: true },
];
const INVITATION_COLUMNS = [
  { label: 'E-mail' },
  { label: 'Rôle' },
  { label: 'Message', wideOnly: true },
  { label: 'Envoyée le', wideOnly: true },
  { label: 'Expire le', wideOnly: true },
];

const NEW_MEMBER_RESULT = {
  title: 'Membre ajouté',
  fields: [{ name: 'password', label: 'Mot de passe provisoire' }],
  note: 'Communiquez-le au membre par un canal sûr : il ne sera plus affiché. Il lui servira à sa première connexion sur /login.',
};

const TEAM_READERS = withPermission(TEAM_MANAGER_PERMISSION);

/** The team, or « Non autorisé » to a role that may not read it (not « Membres (0) »). */
export function TeamScreen() {
  const mayOpen = useMayOpen(TEAM_READERS);
  if (mayOpen === undefined) return <></>;
  return mayOpen ? <TeamMembers /> : <Forbidden title="Équipe" icon="Groups" />;
}

function TeamMembers() {
  const [members, setMembers] = useState<Member[]>([]);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [editing, setEditing] = useState<Member | undefined>();
  const [memberOpen, setMemberOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [activityOf, setActivityOf] = useState<Member | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const [created, setCreated] = useState<(Member & { password: string }) | null>(null);
  const notify = useNotify();
  const caller = useSessionCaller();
  // A viewer holding users.manage sees the team and changes nothing; only an administrator touches an administrator.
  const canManage = allowsWrite(withPermission(TEAM_MANAGER_PERMISSION), caller);
  const mayTouch = (member: Member) => canManage && (caller?.role === SUPER_ROLE || member.role !== SUPER_ROLE);

  // Failures of the team page show no message (spec 3 §8): the tables keep what they had.
  const load = useCallback(async () => {
    await Promise.all([teamApi.members().then(setMembers, () => undefined), teamApi.invitations().then(setInvitations, () => undefined)]);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const openMember = (member?: Member) => {
    setEditing(member);
    setMemberOpen(true);
  };

  const saved = (member?: Member & { password: string }) => {
    setMemberOpen(false);
    notify(member ? TEAM_MESSAGES.memberCreated : TEAM_MESSAGES.memberUpdated, { type: 'success' });
    if (member) setCreated(member);
    void load();
  };

  const remove = async () => {
    const member = deleting;
    setDeleting(null);
    if (!member) return;
    try {
      await teamApi.removeMember(member.id);
      notify(TEAM_MESSAGES.memberDeleted, { type: 'success' });
      await load();
    } catch (failure) {
      notify((frenchError('delete', failure) as Error).message, { type: 'error' });
    }
  };

  const revoke = async (invitation: Invitation) => {
    try {
      await teamApi.revoke(invitation.id);
      notify(TEAM_MESSAGES.invitationRevokedDone, { type: 'success' });
      await load();
    } catch (failure) {
      notify((frenchError('delete', failure) as Error).message, { type: 'error' });
    }
  };

  return (
    <Box>
      <PageHeader
        title="Équipe"
        description="Les membres du back-office, leurs rôles et permissions, et les invitations en attente"
        icon="Groups"
        breadcrumb={[{ label: 'Paramètres', path: '/webmaster/settings' }, { label: 'Équipe' }]}
        actions={
          canManage
            ? [
                { label: 'Inviter un membre', icon: <Send />, variant: 'outlined', onClick: () => setInviteOpen(true) },
                { label: 'Ajouter un membre', icon: <PersonAdd />, variant: 'contained', onClick: () => openMember() },
              ]
            : []
        }
      />

      <TeamTable
        title="Membres"
        label="Membres de l'équipe"
        columns={MEMBER_COLUMNS}
        rows={members}
        renderRow={(member) => (
          <TableRow key={member.id} hover>
            <TableCell>
              {member.name}
              <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
                {member.email}
              </Typography>
            </TableCell>
            <TableCell sx={WIDE_ONLY}>{member.email}</TableCell>
            <TableCell>
              <RoleChip role={member.role} />
            </TableCell>
            <TableCell sx={WIDE_ONLY}>
              <Tooltip title={member.permissions.map(permissionLabel).join(', ') || 'Aucune'}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={member.role === 'admin' ? 'Toutes' : `${member.permissions.length} / ${TEAM_PERMISSIONS.length}`}
                />
              </Tooltip>
            </TableCell>
            <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{moment(member.last_login)}</TableCell>
            <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{moment(member.created_at)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title="Activité">
                <IconButton size="small" aria-label={`Activité ${elideDe(member.name)}`} onClick={() => setActivityOf(member)}>
                  <History fontSize="small" />
                </IconButton>
              </Tooltip>
              {mayTouch(member) && (
                <>
                  <Tooltip title="Modifier">
                    <IconButton size="small" aria-label={`Modifier ${member.name}`} onClick={() => openMember(member)}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Supprimer">
                    <IconButton size="small" aria-label={`Supprimer ${member.name}`} color="error" onClick={() => setDeleting(member)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </TableCell>
          </TableRow>
        )}
      />

      <TeamTable
        title="Invitations en attente"
        label="Invitations en attente"
        columns={INVITATION_COLUMNS}
        rows={invitations}
        sx={{ mt: 3 }}
        renderRow={(invitation) => (
          <TableRow key={invitation.id} hover>
            <TableCell>
              {invitation.email}
              <Typography variant="caption" color={invitation.expired ? 'error' : 'text.secondary'} sx={NARROW_ONLY}>
                {invitation.expired ? 'Expirée le' : 'Expire le'} {formatMoment(invitation.expires_at)}
              </Typography>
            </TableCell>
            <TableCell>
              <RoleChip role={invitation.role} />
            </TableCell>
            <TableCell sx={{ ...WIDE_ONLY, wordBreak: 'break-word' }}>{invitation.message || '—'}</TableCell>
            <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatMoment(invitation.created_at)}</TableCell>
            <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <span>{formatMoment(invitation.expires_at)}</span>
                {invitation.expired && <Chip size="small" color="error" label="Expirée" />}
              </Stack>
            </TableCell>
            <TableCell align="right">
              {canManage && (
                <Button size="small" color="error" onClick={() => void revoke(invitation)} aria-label={`Révoquer l'invitation ${elideDe(invitation.email)}`}>
                  Révoquer
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />

      <MemberDialog member={editing} caller={caller} open={memberOpen} onClose={() => setMemberOpen(false)} onSaved={saved} />
      <InviteDialog
        caller={caller}
        open={inviteOpen}
        onClose={() => setInviteOpen(false)}
        onSent={(mailStatus) => {
          setInviteOpen(false);
          const notice = mailNotice(mailOutcome(TEAM_MESSAGES.invitation, mailStatus));
          notify(notice.message, notice.options);
          void load();
        }}
      />
      <ActivityDialog member={activityOf} onClose={() => setActivityOf(null)} />
      <Confirm
        isOpen={Boolean(deleting)}
        title="Supprimer le membre"
        content={deleting ? TEAM_MESSAGES.deleteConfirm(deleting.name) : ''}
        confirm="Supprimer"
        cancel="Annuler"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
      {created && <ResultDialog result={NEW_MEMBER_RESULT} answer={created as never} onClose={() => setCreated(null)} />}
    </Box>
  );
}
