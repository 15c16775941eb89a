import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pickLocale, type Form, type FormFieldDefinition, type Locale } from '@atelier/contract';
import { AppError, notFound } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accepted, refused, type Checked } from '../../refusal.ts';
import { FileNotFoundError, privateFileKey, type FileStore } from '../../storage/file-store.ts';
import { checkAnswer, fileRuleOf, type CheckedAnswer, type ReceivedAnswer } from './form-answer-check.ts';
import { isSignatureValid, signedFileLink } from './form-file-links.ts';
import { recordFormConsents } from '../accounts/form-consents.ts';
import * as repository from './forms.repository.ts';

const DEFAULT_TEXTS = {
  submitLabel: { fr_FR: 'Envoyer', en: 'Send' },
  successMessage: {
    fr_FR: 'Merci, votre demande a bien été envoyée. Nous vous répondons au plus vite.',
    en: 'Thank you, your request has been sent. We will answer as soon as we can.',
  },
};

async function requireForm(ctx: RequestContext, id: number) {
  const row = await repository.findForm(ctx, id);
  if (!row) throw notFound('Form', id);
  return row;
}

/** GET /forms/{id}: the form in the request's language, defaults filled in. */
export async function getForm(ctx: RequestContext, id: number): Promise<Form> {
  const row = await requireForm(ctx, id);
  return {
    id: row.id,
    title: pickLocale(row.title, ctx.locale),
    description: pickLocale(row.description, ctx.locale),
    submitLabel: pickLocale(row.submitLabel ?? DEFAULT_TEXTS.submitLabel, ctx.locale),
    successMessage: pickLocale(row.successMessage ?? DEFAULT_TEXTS.successMessage, ctx.locale),
    fields: row.fields.map((field) => {
      const file = field.type === 'file' ? fileRuleOf(field) : null;
      return {
        key: field.key,
        type: field.type,
        label: pickLocale(field.label, ctx.locale),
        help: pickLocale(field.help, ctx.locale),
        required: field.required ?? false,
        options: (field.options ?? []).map((option) => ({
          value: option.value,
          label: pickLocale(option.label, ctx.locale),
        })),
        min: field.min ?? null,
        max: field.max ?? null,
        maxLength: field.maxLength ?? null,
        accept: file?.accept ?? [],
        maxBytes: file?.maxBytes ?? null,
        maxFiles: file?.maxFiles ?? 0,
        showIf: field.showIf ?? null,
      };
    }),
  };
}

/** The refusal status: 413 when every problem is a file too large, else 400. */
function refusalOf(problems: Awaited<ReturnType<typeof checkAnswer>>) {
  if (problems.ok) throw new Error('not a refusal');
  const tooLarge = problems.problems.every((problem) => problem.code === 'FORM_FILE_TOO_LARGE');
  return refused(problems.problems, tooLarge ? 413 : 400);
}

/** POST /forms/{id}/answer/validate: the answer checked, nothing kept. */
export async function validateAnswer(
  ctx: RequestContext,
  id: number,
  received: ReceivedAnswer,
): Promise<Checked<{ valid: true }>> {
  const form = await requireForm(ctx, id);
  const checked = await checkAnswer(form.fields, received, ctx.locale);
  return checked.ok ? accepted({ valid: true as const }) : refusalOf(checked);
}

export interface SubmitDeps {
  mailer: Mailer;
  /** Where the answers' files are kept (the site's private files). */
  fileStore: FileStore;
  fileKey: Buffer;
  /** scheme://host of the request, for the links of the acknowledgement. */
  origin: string;
}

/**
 * POST /forms/{id}/submit: a robot's answer (the trap filled) is answered as received and dropped; a person's is
 * checked, its files written to the site's private storage, the answer stored, then mailed to the company with
 * its files and acknowledged to the sender with signed links to them. Mail trouble never loses the answer.
 */
export async function submitAnswer(
  ctx: RequestContext,
  deps: SubmitDeps,
  id: number,
  received: ReceivedAnswer & { trapFilled: boolean },
): Promise<Checked<{ message: string }>> {
  const form = await requireForm(ctx, id);
  const message = pickLocale(form.successMessage ?? DEFAULT_TEXTS.successMessage, ctx.locale);
  if (received.trapFilled) return accepted({ message });
  const checked = await checkAnswer(form.fields, received, ctx.locale);
  if (!checked.ok) return refusalOf(checked);
  const answer = checked.value;

  const written: string[] = [];
  let stored: Awaited<ReturnType<typeof repository.insertAnswer>>;
  try {
    const files: repository.NewFormFile[] = [];
    for (const file of answer.files) {
      const name = `forms/${form.id}/${randomUUID()}.${file.ext}`;
      const key = privateFileKey(ctx.siteId, name);
      await deps.fileStore.put(key, file.content, { contentType: file.mimeType });
      written.push(key);
      files.push({
        field: file.field,
        filename: file.filename,
        file: name,
        mimeType: file.mimeType,
        bytes: file.content.length,
      });
    }
    stored = await repository.insertAnswer(
      ctx,
      { formId: form.id, answers: answer.answers, email: answer.email },
      files,
    );
  } catch (error) {
    await Promise.all(written.map((key) => deps.fileStore.delete(key)));
    throw error;
  }
  // Its consent boxes' answers as proof (GDPR article 7), with the version of the words shown.
  await recordFormConsents(ctx, form.id, stored.answerId, form.fields, answer.answers);
  await mailAnswer(ctx, deps, form, answer, stored);
  return accepted({ message });
}

/** One line per shown field: its label (in `locale`) and the answer; files by name. */
function answerLines(fields: readonly FormFieldDefinition[], answer: CheckedAnswer, locale: Locale) {
  const lines: string[] = [];
  for (const field of fields) {
    const label = pickLocale(field.label, locale);
    if (field.type === 'file') {
      const names = answer.files.filter((file) => file.field === field.key).map((file) => file.filename);
      if (names.length > 0) lines.push(`${label} : ${names.join(', ')}`);
      continue;
    }
    const value = answer.answers[field.key];
    if (value === undefined) continue;
    const options = new Map((field.options ?? []).map((option) => [option.value, pickLocale(option.label, locale)]));
    const shown = (Array.isArray(value) ? value : [value]).map((one) => options.get(one) ?? one).join(', ');
    lines.push(field.type === 'longText' ? `${label} :\n${shown}` : `${label} : ${shown}`);
  }
  return lines;
}

async function mailAnswer(
  ctx: RequestContext,
  deps: SubmitDeps,
  form: repository.FormRow,
  answer: CheckedAnswer,
  stored: Awaited<ReturnType<typeof repository.insertAnswer>>,
) {
  const [companyEmail, companyName, sendAsName, sendAsMail] = await Promise.all(
    ['COMPANY_EMAIL', 'COMPANY_NAME', 'SEND_MAIL_AS_NAME', 'SEND_MAIL_AS_MAIL'].map((type) =>
      repository.siteParameter(ctx, type),
    ),
  );
  const senderAddress = sendAsMail || companyEmail || 'no-reply@localhost';
  const from = `"${(sendAsName || companyName || 'Site').replaceAll('"', '')}" <${senderAddress}>`;
  // The company reads its mail in French, the site's first language.
  const title = pickLocale(form.title, 'fr_FR');
  const company = await deps.mailer.send(ctx, {
    from,
    to: form.recipient || companyEmail || senderAddress,
    ...(answer.email ? { replyTo: answer.email } : {}),
    subject: `[Formulaire] ${title}`,
    text: [
      `Nouvelle réponse au formulaire « ${title} » (${ctx.locale === 'en' ? 'en anglais' : 'en français'}).`,
      '',
      ...answerLines(form.fields, answer, 'fr_FR'),
    ].join('\n'),
    attachments: answer.files.map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.mimeType,
    })),
  });
  await repository.setAnswerMail(ctx, stored.answerId, company.id);
  if (!answer.email) return;
  const english = ctx.locale === 'en';
  const localTitle = pickLocale(form.title, ctx.locale);
  const links = stored.files.map(
    (file) => `- ${file.filename} : ${signedFileLink(deps.fileKey, deps.origin, ctx.siteId, file.id)}`,
  );
  await deps.mailer.send(ctx, {
    from,
    to: answer.email,
    subject: english ? `We received your request: ${localTitle}` : `Nous avons bien reçu votre demande : ${localTitle}`,
    text: [
      english ? 'Hello,' : 'Bonjour,',
      '',
      english
        ? `Thank you for your message. ${companyName || 'We'} will answer you soon. Here is what you sent:`
        : `Merci pour votre message. ${companyName || 'Nous'} vous répondra rapidement. Voici ce que vous avez envoyé :`,
      '',
      ...answerLines(form.fields, answer, ctx.locale),
      ...(links.length > 0
        ? ['', english ? 'Your files (links valid 30 days):' : 'Vos fichiers (liens valables 30 jours) :', ...links]
        : []),
    ].join('\n'),
  });
}

export interface FileDownload {
  filename: string;
  mimeType: string;
  size: number;
  body: Readable;
}

/**
 * GET /forms/file/download/{id}: for a signed link, the file when the signature is this file's (else 403);
 * without one, for the site's administrator (`isAdmin` asks the session: 401/403 otherwise). Another site's
 * file is not found.
 */
export async function downloadFile(
  ctx: RequestContext,
  deps: { fileStore: FileStore; fileKey: Buffer; requireAdmin: () => Promise<unknown> },
  id: number,
  link: { expires?: number | undefined; signature?: string | undefined },
): Promise<FileDownload> {
  if (link.signature !== undefined || link.expires !== undefined) {
    const valid =
      link.signature !== undefined &&
      link.expires !== undefined &&
      isSignatureValid(deps.fileKey, ctx.siteId, id, { expires: link.expires, signature: link.signature });
    if (!valid) throw new AppError('FORBIDDEN', 'FORM_LINK_INVALID');
  } else {
    await deps.requireAdmin();
  }
  const row = await repository.findFile(ctx, id);
  if (!row) throw notFound('Form file', id);
  const stored = await deps.fileStore.getStream(privateFileKey(ctx.siteId, row.file)).catch((error: unknown) => {
    if (error instanceof FileNotFoundError) throw notFound('Form file', id);
    throw error;
  });
  return { filename: row.filename, mimeType: row.mimeType, size: stored.size, body: stored.body };
}
