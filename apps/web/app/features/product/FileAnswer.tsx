import { useState } from 'react';
import type { Customization } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { ApiError, formOf } from '@atelier/contract/caller';
import { customizationEndpoints } from '@atelier/contract/endpoints/customization';
import type { Locale } from '@atelier/contract/locales';
import { browserApi } from '../site/browser-api.ts';
import type { SavedAnswer } from './customization-progress.ts';
import { numberFormat } from '@atelier/domain';

type FileCheck =
  { ok: true; file: { token: string; filename: string; bytes: number } } | { ok: false; message: string };

/**
 * Sends a file to its validation (multipart, field 'file'). A refusal is a value: the server's words for the
 * file's field, or its message (SPEC §8: file validation failures come with the whole body).
 */
async function checkFile(locale: Locale, id: number, file: File, unreachable: string): Promise<FileCheck> {
  try {
    const checked = await browserApi(locale).call(customizationEndpoints.validateCustomizationFile, {
      params: { id },
      body: formOf({}, { file: [file] }),
    });
    return { ok: true, file: checked };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { ok: false, message: unreachable };
    return { ok: false, message: error.errors?.file ?? error.message };
  }
}

interface FileAnswerProps {
  inputId: string;
  customization: Customization;
  draft: SavedAnswer;
  describedBy: string | undefined;
  invalid: boolean;
  /** The extra cost of giving a file, as shown ('+5,00 €'), or null. */
  extra: string | null;
  onChecking: (checking: boolean) => void;
  /** The answer (the server's token and the file's name), or the server's reason for refusing the file. */
  onAnswer: (answer: SavedAnswer, problem: string | null) => void;
}

/** Bytes as the visitor reads them: '12 Ko' / '12 kB', '1,5 Mo' / '1.5 MB'. */
function useFileSize() {
  const locale = useLocale();
  return (bytes: number) => {
    const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1048576, 'megabyte'] : [bytes / 1024, 'kilobyte'];
    return numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
      style: 'unit',
      unit,
      maximumFractionDigits: 1,
    }).format(value);
  };
}

/**
 * A file for a FILE customization, sent to the server's validation as soon as it is chosen (SPEC §5: the
 * type is read from its content, its size checked); the answer is the token the server gives back.
 */
export function FileAnswer({
  inputId,
  customization,
  draft,
  describedBy,
  invalid,
  extra,
  onChecking,
  onAnswer,
}: FileAnswerProps) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const size = useFileSize();
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<{ name: string; bytes: number } | null>(null);
  const rule = customization.file;

  const check = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    onChecking(true);
    onAnswer({ answer: '', shown: '' }, null);
    const result = await checkFile(locale, customization.id, file, t('customize.unreachable'));
    setChecking(false);
    onChecking(false);
    if (result.ok) {
      setChecked({ name: result.file.filename, bytes: result.file.bytes });
      onAnswer({ answer: result.file.token, shown: result.file.filename }, null);
    } else {
      setChecked(null);
      // The server's words start a sentence of its own here.
      onAnswer({ answer: '', shown: '' }, result.message.charAt(0).toUpperCase() + result.message.slice(1));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {rule && (
        <p className="text-sm">
          {t('customize.fileRule', {
            types: rule.accept.map((type) => type.replace(/^.*[/.]/, '').toUpperCase()).join(', '),
            max: size(rule.maxBytes),
          })}
          {extra && <span className="ml-2 font-semibold">{extra}</span>}
        </p>
      )}
      <input
        id={inputId}
        type="file"
        accept={rule?.accept.join(',')}
        aria-required={customization.required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => void check(event.target.files?.[0])}
        className="block w-full rounded-xl border border-dashed border-black/40 bg-white px-4 py-4 text-[#222] file:mr-4 file:rounded-full file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      <p role="status" className="text-sm">
        {checking
          ? t('customize.fileChecking')
          : draft.answer
            ? checked
              ? t('customize.fileAccepted', { name: checked.name, size: size(checked.bytes) })
              : t('customize.fileKept', { name: draft.shown })
            : ''}
      </p>
    </div>
  );
}
