import { and, eq } from 'drizzle-orm';
import { formAnswers, formFiles, forms, siteParameters } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

/** A form of the site, or undefined. */
export async function findForm(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, ctx.siteId), eq(forms.id, id)));
  return row;
}

export type FormRow = NonNullable<Awaited<ReturnType<typeof findForm>>>;

/** The site's parameter of this type, or ''. */
export async function siteParameter(ctx: RequestContext, type: string): Promise<string> {
  const [row] = await ctx.db
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), eq(siteParameters.type, type)));
  return row?.value ?? '';
}

export interface NewFormFile {
  field: string;
  filename: string;
  file: string;
  mimeType: string;
  bytes: number;
}

/** Stores an answer and its files (already on disk) in one transaction; answers the ids of the files. */
export async function insertAnswer(
  ctx: RequestContext,
  answer: { formId: number; answers: Record<string, string | string[]>; email: string | null },
  files: NewFormFile[],
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formAnswers)
      .values({ siteId: ctx.siteId, ...answer, locale: ctx.locale })
      .returning({ id: formAnswers.id });
    const answerId = row!.id;
    const stored =
      files.length === 0
        ? []
        : await tx
            .insert(formFiles)
            .values(files.map((file) => ({ siteId: ctx.siteId, answerId, ...file })))
            .returning({ id: formFiles.id, field: formFiles.field, filename: formFiles.filename });
    return { answerId, files: stored };
  });
}

export async function setAnswerMail(ctx: RequestContext, answerId: number, mailId: number) {
  await ctx.db
    .update(formAnswers)
    .set({ mailId })
    .where(and(eq(formAnswers.siteId, ctx.siteId), eq(formAnswers.id, answerId)));
}

/** A file sent with one of the site's answers, or undefined. */
export async function findFile(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(formFiles)
    .where(and(eq(formFiles.siteId, ctx.siteId), eq(formFiles.id, id)));
  return row;
}
