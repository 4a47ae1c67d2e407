/** The team's calls (spec 3 §7), exactly: /api/webmaster/team/members, /invitations, /members/{id}/activity. */
import type { MailStatus } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

export interface Member {
  id: string;
  name: string;
  email: string;
  role: string;
  permissions: string[];
  last_login: string | null;
  created_at: string | null;
}

export interface Invitation {
  id: string;
  email: string;
  role: string;
  message: string;
  created_at: string;
  expires_at: string;
  expired: boolean;
}

export interface ActivityEntry {
  id: string;
  timestamp: string | null;
  action: string;
  details: string;
  ip_address: string | null;
}

export interface MemberInput {
  name: string;
  email: string;
  role: string;
  permissions: string[];
}

export interface InvitationInput {
  email: string;
  role: string;
  message: string;
}

const TEAM = '/api/webmaster/team';
const send = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
const dataOf = async <T>(url: string) => ((await httpClient(url)).json as { data: T[] }).data;

export const teamApi = {
  members: () => dataOf<Member>(`${TEAM}/members`),
  invitations: () => dataOf<Invitation>(`${TEAM}/invitations`),
  activity: (id: string) => dataOf<ActivityEntry>(`${TEAM}/members/${encodeURIComponent(id)}/activity`),
  addMember: async (input: MemberInput) => (await httpClient(`${TEAM}/members`, send('POST', input))).json as Member & { password: string },
  updateMember: (id: string, input: MemberInput) => httpClient(`${TEAM}/members/${encodeURIComponent(id)}`, send('PUT', input)),
  removeMember: (id: string) => httpClient(`${TEAM}/members/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  invite: async (input: InvitationInput) => (await httpClient(`${TEAM}/invitations`, send('POST', input))).json as Invitation & { mail_status: MailStatus },
  revoke: (id: string) => httpClient(`${TEAM}/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
