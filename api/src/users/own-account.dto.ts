/** The bodies of « Mon compte » (own-account.controller.ts) and its French messages. */
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { mailOutcome, mailOutcomeTexts, OWN_PASSWORD_TEXTS, parisMoment, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, users, type MailStatus } from '@hexagone/schemas';

/** The display name's bound, the registry's (users.name). */
export const NAME_MAX_LENGTH = users.fields.find((field) => field.name === 'name')?.maxLength ?? 100;

const CHANGED = mailOutcomeTexts('Mot de passe modifié : un e-mail de confirmation vous a été envoyé', 'Mot de passe modifié : l’e-mail de confirmation', 'mis');

export const OWN_PASSWORD_MESSAGES = {
  currentRequired: OWN_PASSWORD_TEXTS.currentRequired,
  newRequired: 'Le champ « Nouveau mot de passe » est requis',
  wrongCurrent: 'Le mot de passe actuel est incorrect',
  changedMeanwhile: 'Votre mot de passe vient d’être modifié par ailleurs : rechargez la page et recommencez',
  keyRefused: 'Une clé API ne peut pas modifier le compte : connectez-vous avec votre mot de passe',
  changed: (mail: MailStatus) => mailOutcome(CHANGED, mail),
  mailSubject: 'Votre mot de passe a été modifié',
  mailText: (name: string, at: Date, ip: string) =>
    `Bonjour ${name},\n\n` +
    `Le mot de passe de votre compte a été modifié le ${parisMoment(at)} (heure de Paris)${ip ? ` depuis l’adresse ${ip}` : ''}. ` +
    'Vos autres sessions ont été fermées.\n\n' +
    'Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement notre support : votre compte est peut-être compromis.\n',
  nameSaved: 'Nom enregistré',
} as const;

export class ChangeOwnPasswordDto {
  @ApiProperty({ description: 'Le mot de passe actuel du compte connecté', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  // Listed last, checked first: a missing field reads « requis », not a length.
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.maxLength })
  @MinLength(1, { message: OWN_PASSWORD_MESSAGES.currentRequired })
  @IsString({ message: OWN_PASSWORD_MESSAGES.currentRequired })
  current_password!: string;

  @ApiProperty({ description: 'Le nouveau mot de passe (politique des paramètres de sécurité, différent de l’actuel)', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  // Listed last, checked first: a missing field reads « requis », not a length.
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.maxLength })
  @MinLength(1, { message: OWN_PASSWORD_MESSAGES.newRequired })
  @IsString({ message: OWN_PASSWORD_MESSAGES.newRequired })
  new_password!: string;
}

export class ChangeOwnNameDto {
  @ApiProperty({ description: 'Le nom affiché du compte connecté (espaces autour retirés)', minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' })
  @MaxLength(NAME_MAX_LENGTH, { message: `Le nom doit contenir au plus ${NAME_MAX_LENGTH} caractères` })
  @Matches(/\S/, { message: 'Le champ « Nom » est requis' })
  @IsString({ message: 'Le champ « Nom » est requis' })
  name!: string;
}
