import { describe, expect, it } from 'vitest';
import { contactNotification, contactRecipient } from './contact-notification';

describe('the notification of a contact message', () => {
  it('names the sender, the subject in French and the message, with the way to the back-office', () => {
    const mail = contactNotification(
      { name: 'Claire Martin', company: 'Souverain SAS', email: 'claire@exemple.fr', subject: 'partnership', message: 'Bonjour,\nnous souhaitons…' },
      'http://127.0.0.1:3000/webmaster/support/contact',
    );
    expect(mail.subject).toBe('Nouveau message de contact : Partenariat commercial — Claire Martin');
    expect(mail.text).toContain('Claire Martin, Souverain SAS <claire@exemple.fr> a écrit');
    expect(mail.text).toContain('Bonjour,\nnous souhaitons…');
    expect(mail.text).toContain('/webmaster/support/contact');
  });
});

describe('the recipient of contact notifications', () => {
  it('is CONTACT_NOTIFY_TO, else the contact e-mail of the site settings, else the brand contact address', () => {
    expect(contactRecipient({ CONTACT_NOTIFY_TO: 'equipe@exemple.fr', SMTP_FROM: 'robot@exemple.fr' })).toBe('equipe@exemple.fr');
    expect(contactRecipient({}, 'accueil@exemple.fr')).toBe('accueil@exemple.fr');
    expect(contactRecipient({})).toBe('contact@hexagone.fr');
  });
});
