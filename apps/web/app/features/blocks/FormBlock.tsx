import { use, useId } from 'react';
import { useActionData } from 'react-router';
import { isFormActionData } from '../forms/form-answer.ts';
import { LoadedFormView, loadFormView } from '../forms/form-view-chunk.ts';
import type { BlockProps } from './block-props.ts';
import { useBlockPageData } from './block-page-data.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';

/**
 * A dynamic form of the site (issue 17 item 4), from the page's loader (BlockRenderer's `forms`). Its fields
 * and their behaviour are a chunk of their own (form-view-chunk.ts): this file is all every CMS page carries.
 * Nothing when the form could not be read.
 */
export function FormBlock({ block }: BlockProps<'form'>) {
  const { forms } = useBlockPageData();
  const headingId = useId();
  const posted = useActionData();
  const form = forms?.[block.formId];
  if (!form) return null;
  const View = LoadedFormView ?? use(loadFormView());
  const answer = isFormActionData(posted) && posted.formAnswer.formId === form.id ? posted.formAnswer : null;
  return (
    <BlockSection type="form" labelledBy={headingId} width="text">
      <BlockHeading id={headingId}>{form.title}</BlockHeading>
      <View form={form} posted={answer} />
    </BlockSection>
  );
}
