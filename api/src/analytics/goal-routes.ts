/**
 * The calls whose success is a goal reached (issue 27 "goals counted as conversions"): data,
 * so that a new goal is one line. Chat sessions and tickets are opened by their own domain's
 * calls; an account is created by the users call.
 */
import type { AnalyticsGoal } from '@hexagone/schemas';

export const GOAL_ROUTES: ReadonlyArray<{ goal: AnalyticsGoal; path: string }> = [
  { goal: 'contact', path: 'contact' },
  { goal: 'newsletter', path: 'newsletter' },
  { goal: 'ticket', path: 'support_tickets' },
  { goal: 'chat', path: 'support_chat_sessions' },
  { goal: 'account', path: 'users' },
];
