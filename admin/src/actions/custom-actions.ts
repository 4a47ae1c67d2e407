/**
 * The back-office's own dialogs that registry actions name with `effect: { kind: 'custom',
 * component: '<name>' }`. A helper adds one by listing its module here
 * lazily under that name ('template-test', 'forum-reorder'). An action naming a component missing
 * from this map is not shown.
 */
import type { ComponentType } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { CHAT_TRANSFER_COMPONENT, FORUM_REORDER_COMPONENT, INSTANCE_BACKUPS_COMPONENT, TEMPLATE_TEST_COMPONENT, type ResourceDef } from '@hexagone/schemas';
import { lazyNamed } from '../lazy-screen';

export interface CustomActionProps {
  resource: ResourceDef;
  /** The record of a row action. */
  record?: RaRecord;
  /** The selection of a bulk action (empty for a header action). */
  ids?: readonly Identifier[];
  open: boolean;
  onClose: () => void;
}

/** Each dialog is its own script, loaded when first opened. */
export const customActions: Readonly<Record<string, ComponentType<CustomActionProps>>> = {
  [TEMPLATE_TEST_COMPONENT]: lazyNamed(() => import('./TemplateTestDialog'), 'TemplateTestDialog'),
  [FORUM_REORDER_COMPONENT]: lazyNamed(() => import('./ForumReorderDialog'), 'ForumReorderDialog'),
  [CHAT_TRANSFER_COMPONENT]: lazyNamed(() => import('../support/ChatTransferDialog'), 'ChatTransferDialog'),
  [INSTANCE_BACKUPS_COMPONENT]: lazyNamed(() => import('../services/InstanceBackupsDialog'), 'InstanceBackupsDialog'),
};
