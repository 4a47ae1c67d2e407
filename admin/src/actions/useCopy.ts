/** Copies a text shown once (a generated password, an API key) and says so, in French. */
import { useNotify } from 'react-admin';

export function useCopy(): (text: string) => Promise<void> {
  const notify = useNotify();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('Copié dans le presse-papiers', { type: 'info' });
    } catch {
      notify('Copie impossible : sélectionnez le texte pour le copier', { type: 'warning' });
    }
  };
}
