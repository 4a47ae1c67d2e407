/**
 * A success message whose e-mail waits in the outbox (issue 37 §3) is no plain « envoyé »: it
 * shows as a warning with a link to the outbox, where the mail can be read and sent again once
 * an SMTP server is configured. Any other message stays the plain notification.
 */
import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { LinkBase } from 'react-admin';
import { mailOutbox, waitsInOutbox } from '@hexagone/schemas';
import { adminPath } from '../paths';

export function mailNotice(message: string): { message: ReactNode; options: { type: 'success' | 'warning'; autoHideDuration?: number } } {
  if (!waitsInOutbox(message)) return { message, options: { type: 'success' } };
  return {
    message: (
      <Alert
        severity="warning"
        variant="filled"
        action={
          <Button color="inherit" size="small" component={LinkBase} to={adminPath(mailOutbox.route)}>
            Voir la boîte d’envoi
          </Button>
        }
      >
        {message}
      </Alert>
    ),
    // Long enough to reach the link.
    options: { type: 'warning', autoHideDuration: 10_000 },
  };
}
