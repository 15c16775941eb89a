import type { Locale } from '@atelier/contract';

/**
 * Every message the API can answer with, in both languages. English strings are the exact ones of the
 * spec where it gives them. Parameters are written {name}.
 */
const en = {
  BAD_REQUEST: 'Bad request',
  INVALID_JSON: 'The request body is not valid JSON',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type: {type}',
  BODY_TOO_LARGE: 'The request body is too large',
  INVALID_FIELD: '{field}: {problem}',
  INVALID_SITE_HEADER: 'The idSite header must be a positive whole number',
  UNKNOWN_SITE: 'Unknown site: {site}',
  NOT_LOGGED: 'You must be logged in',
  FORBIDDEN: 'You are not allowed to do this',
  NOT_FOUND: 'This page could not be found',
  ROUTE_NOT_FOUND: 'Unknown API path: {method} {path}',
  ENTITY_NOT_FOUND: '{entity} {id} not found',
  CONFLICT: 'This change conflicts with the current data',
  TOO_MANY_REQUESTS: 'Too many requests, try again in a moment',
  INTERNAL: 'An unexpected error occurred (request {requestId})',
  // list query language (SPEC §7)
  LIST_UNKNOWN_FIELD: 'unknown filter field',
  LIST_NOT_INTEGER: 'must be a whole number between {min} and {max}',
  LIST_NOT_NUMBER: 'must be a number',
  LIST_NOT_BOOLEAN: 'must be true or false',
  LIST_NOT_DATE: 'must be a date (YYYY-MM-DD or ISO 8601)',
  LIST_NOT_IN: 'must be one of {values}',
  LIST_BAD_OPERATOR: 'the {operator} operator does not apply to this field',
  LIST_BAD_ORDER: 'cannot sort by {value}; sortable fields: {fields}',
  LIST_REPEATED: 'must be given once',
  // generic schema problems
  FIELD_REQUIRED: 'is required',
  FIELD_INVALID_TYPE: 'expected {expected}',
  FIELD_TOO_SMALL: 'is too small (minimum {minimum})',
  FIELD_TOO_BIG: 'is too big (maximum {maximum})',
  FIELD_INVALID_FORMAT: 'has an invalid format',
  FIELD_INVALID_VALUE: 'must be one of {values}',
  FIELD_UNKNOWN: 'is not an accepted field',
  FIELD_INVALID: 'is invalid',
  // customization answers and files (issue 4)
  CUSTOMIZATION_NOT_OF_PRODUCT: 'customization {id} is not one of this product',
  CUSTOMIZATION_ANSWERED_TWICE: 'this customization is answered more than once',
  CUSTOMIZATION_UNKNOWN_OPTION: '"{value}" is not an option of "{label}" ({values})',
  CUSTOMIZATION_NOT_BOOLEAN: 'must be true or false',
  CUSTOMIZATION_UNKNOWN_FILE: 'is not a file validated for "{label}": send the file to its validation first',
  CUSTOMIZATION_TAKES_NO_FILE: '"{label}" does not take a file',
  CUSTOMIZATION_FILE_REQUIRED: 'a file is required',
  CUSTOMIZATION_FILE_EMPTY: 'the file is empty',
  CUSTOMIZATION_FILE_TOO_LARGE: 'the file is larger than the {max} allowed',
  CUSTOMIZATION_FILE_TYPE_UNKNOWN: 'the content of this file is not of a recognised type (accepted: {accept})',
  CUSTOMIZATION_FILE_TYPE_REFUSED: 'this is a {type} file; accepted: {accept}',
  CUSTOMIZATION_FILE_DAMAGED: 'this image is damaged and cannot be opened',
  // accounts (issue 5)
  STRING_TOO_SHORT: 'must be at least {minimum} characters long',
  STRING_TOO_LONG: 'must be at most {maximum} characters long',
  EMAIL_INVALID: 'is not a valid e-mail address',
  EMAIL_TAKEN: 'an account already exists with this e-mail address',
  PASSWORD_TOO_COMMON: 'this password is among the most common ones: choose another',
  PHONE_INVALID: 'is not a valid phone number',
  PHONE_NOT_MOBILE: 'must be a French mobile number (06 or 07)',
  BIRTHDATE_INVALID: 'is not a valid birthdate',
  MINOR_REFUSED: 'you must be at least {age} years old to register',
  TERMS_REQUIRED: 'you must accept the terms of use',
  LOGIN_FAILED: 'Incorrect e-mail address or password',
  PASSWORD_WRONG: 'the password is incorrect',
  PASSWORD_NEEDED_FOR_EMAIL: 'enter your current password to change your e-mail address',
  FOREIGN_ORIGIN: 'This request comes from another site and was refused',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many login attempts: wait {minutes} min before trying again',
  TOO_MANY_REGISTRATIONS: 'Too many registrations from your connection: wait {minutes} min before trying again',
  TOO_MANY_RESET_REQUESTS: 'Too many password reset requests: wait {minutes} min before trying again',
  RESET_TOKEN_INVALID: 'this password reset link is not valid: ask for a new one',
  RESET_TOKEN_EXPIRED: 'this password reset link has expired (it lasts one hour): ask for a new one',
  RESET_TOKEN_USED: 'this password reset link has already been used: ask for a new one if needed',
  // newsletter (issue 5)
  NEWSLETTER_CLOSED: 'The newsletter is not open on this site',
  NEWSLETTER_LIST_UNKNOWN: 'unknown newsletter list: {ids}',
  NEWSLETTER_SUBSCRIBE_ASKED:
    'If this address is not subscribed yet, we have sent it a link to confirm the subscription (valid {hours} hours)',
  TOO_MANY_NEWSLETTER_REQUESTS: 'Too many subscription requests: wait {minutes} min before trying again',
  NEWSLETTER_TOKEN_INVALID:
    'this confirmation link is not valid: subscribe again with the form at the bottom of the page',
  NEWSLETTER_TOKEN_EXPIRED:
    'this confirmation link has expired (it lasts {hours} hours): subscribe again with the form at the bottom of the page',
  NEWSLETTER_TOKEN_USED: 'this confirmation link has already been used',
  NEWSLETTER_UNSUBSCRIBE_INVALID: 'this unsubscribe link is not valid',
} as const;

export type MessageKey = keyof typeof en;

const fr: Record<MessageKey, string> = {
  BAD_REQUEST: 'Requête invalide',
  INVALID_JSON: "Le corps de la requête n'est pas un JSON valide",
  UNSUPPORTED_MEDIA_TYPE: 'Type de contenu non pris en charge : {type}',
  BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux',
  INVALID_FIELD: '{field} : {problem}',
  INVALID_SITE_HEADER: "L'en-tête idSite doit être un nombre entier positif",
  UNKNOWN_SITE: 'Site inconnu : {site}',
  NOT_LOGGED: 'Vous devez être connecté',
  FORBIDDEN: "Vous n'êtes pas autorisé à faire cela",
  NOT_FOUND: "Cette page n'a pas pu être trouvée",
  ROUTE_NOT_FOUND: "Chemin d'API inconnu : {method} {path}",
  ENTITY_NOT_FOUND: '{entity} {id} introuvable',
  CONFLICT: 'Cette modification entre en conflit avec les données actuelles',
  TOO_MANY_REQUESTS: 'Trop de requêtes, réessayez dans un instant',
  INTERNAL: "Une erreur inattendue s'est produite (requête {requestId})",
  LIST_UNKNOWN_FIELD: 'champ de filtre inconnu',
  LIST_NOT_INTEGER: 'doit être un nombre entier entre {min} et {max}',
  LIST_NOT_NUMBER: 'doit être un nombre',
  LIST_NOT_BOOLEAN: 'doit valoir true ou false',
  LIST_NOT_DATE: 'doit être une date (AAAA-MM-JJ ou ISO 8601)',
  LIST_NOT_IN: "doit être l'une des valeurs {values}",
  LIST_BAD_OPERATOR: "l'opérateur {operator} ne s'applique pas à ce champ",
  LIST_BAD_ORDER: 'tri impossible par {value} ; champs triables : {fields}',
  LIST_REPEATED: 'ne doit être donné qu’une fois',
  FIELD_REQUIRED: 'est obligatoire',
  FIELD_INVALID_TYPE: '{expected} attendu',
  FIELD_TOO_SMALL: 'est trop petit (minimum {minimum})',
  FIELD_TOO_BIG: 'est trop grand (maximum {maximum})',
  FIELD_INVALID_FORMAT: "n'a pas un format valide",
  FIELD_INVALID_VALUE: "doit être l'une des valeurs {values}",
  FIELD_UNKNOWN: "n'est pas un champ accepté",
  FIELD_INVALID: 'est invalide',
  CUSTOMIZATION_NOT_OF_PRODUCT: "la personnalisation {id} n'est pas une personnalisation de ce produit",
  CUSTOMIZATION_ANSWERED_TWICE: 'cette personnalisation a plusieurs réponses',
  CUSTOMIZATION_UNKNOWN_OPTION: '« {value} » n’est pas un choix de « {label} » ({values})',
  CUSTOMIZATION_NOT_BOOLEAN: 'doit valoir true ou false',
  CUSTOMIZATION_UNKNOWN_FILE:
    'n’est pas un fichier validé pour « {label} » : envoyez d’abord le fichier à sa validation',
  CUSTOMIZATION_TAKES_NO_FILE: '« {label} » ne prend pas de fichier',
  CUSTOMIZATION_FILE_REQUIRED: 'un fichier est obligatoire',
  CUSTOMIZATION_FILE_EMPTY: 'le fichier est vide',
  CUSTOMIZATION_FILE_TOO_LARGE: 'le fichier dépasse les {max} autorisés',
  CUSTOMIZATION_FILE_TYPE_UNKNOWN: 'le contenu de ce fichier n’est pas d’un type reconnu (acceptés : {accept})',
  CUSTOMIZATION_FILE_TYPE_REFUSED: 'ce fichier est au format {type} ; formats acceptés : {accept}',
  CUSTOMIZATION_FILE_DAMAGED: 'cette image est endommagée et ne peut pas être ouverte',
  STRING_TOO_SHORT: 'doit contenir au moins {minimum} caractères',
  STRING_TOO_LONG: 'doit contenir au plus {maximum} caractères',
  EMAIL_INVALID: "n'est pas une adresse e-mail valide",
  EMAIL_TAKEN: 'un compte existe déjà avec cette adresse e-mail',
  PASSWORD_TOO_COMMON: 'ce mot de passe fait partie des plus courants : choisissez-en un autre',
  PHONE_INVALID: "n'est pas un numéro de téléphone valide",
  PHONE_NOT_MOBILE: 'doit être un numéro de mobile français (06 ou 07)',
  BIRTHDATE_INVALID: "n'est pas une date de naissance valide",
  MINOR_REFUSED: 'vous devez avoir au moins {age} ans pour vous inscrire',
  TERMS_REQUIRED: "vous devez accepter les conditions générales d'utilisation",
  LOGIN_FAILED: 'Adresse e-mail ou mot de passe incorrect',
  PASSWORD_WRONG: 'le mot de passe est incorrect',
  PASSWORD_NEEDED_FOR_EMAIL: 'saisissez votre mot de passe actuel pour changer d’adresse e-mail',
  FOREIGN_ORIGIN: 'Cette requête vient d’un autre site et a été refusée',
  TOO_MANY_LOGIN_ATTEMPTS: 'Trop de tentatives de connexion : attendez {minutes} min avant de réessayer',
  TOO_MANY_REGISTRATIONS: 'Trop d’inscriptions depuis votre connexion : attendez {minutes} min avant de réessayer',
  TOO_MANY_RESET_REQUESTS: 'Trop de demandes de réinitialisation : attendez {minutes} min avant de réessayer',
  RESET_TOKEN_INVALID: 'ce lien de réinitialisation n’est pas valide : demandez-en un nouveau',
  RESET_TOKEN_EXPIRED: 'ce lien de réinitialisation a expiré (il est valable une heure) : demandez-en un nouveau',
  RESET_TOKEN_USED: 'ce lien de réinitialisation a déjà servi : demandez-en un nouveau si besoin',
  NEWSLETTER_CLOSED: 'La lettre d’information n’est pas ouverte sur ce site',
  NEWSLETTER_LIST_UNKNOWN: 'liste de diffusion inconnue : {ids}',
  NEWSLETTER_SUBSCRIBE_ASKED:
    'Si cette adresse n’est pas encore inscrite, nous lui avons envoyé un lien pour confirmer l’inscription (valable {hours} heures)',
  TOO_MANY_NEWSLETTER_REQUESTS: 'Trop de demandes d’inscription : attendez {minutes} min avant de réessayer',
  NEWSLETTER_TOKEN_INVALID:
    'ce lien de confirmation n’est pas valide : inscrivez-vous à nouveau avec le formulaire en bas de page',
  NEWSLETTER_TOKEN_EXPIRED:
    'ce lien de confirmation a expiré (il est valable {hours} heures) : inscrivez-vous à nouveau avec le formulaire en bas de page',
  NEWSLETTER_TOKEN_USED: 'ce lien de confirmation a déjà servi',
  NEWSLETTER_UNSUBSCRIBE_INVALID: 'ce lien de désinscription n’est pas valide',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, fr_FR: fr };

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && value in en;
}
