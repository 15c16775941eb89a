import type { ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { buttonClasses, FormAlert, inputClasses } from '../account/AccountField.tsx';
import type { JobActionData, JobIntent } from './job.server.ts';

/** The API's refusal of this intent's form, and whether it is being sent. */
export function useJobForm(intent: JobIntent) {
  const answer = useActionData() as JobActionData | undefined;
  const busy = useNavigation().formData?.get('intent') === intent;
  return { refusal: answer?.intent === intent ? answer : undefined, busy };
}

/** A form of the job's page: posted to the page's own address (the signed link's token kept), its intent named. */
export function JobForm({
  intent,
  action,
  children,
  className = 'space-y-4',
}: {
  intent: JobIntent;
  action: string;
  children: ReactNode;
  className?: string;
}) {
  const { refusal } = useJobForm(intent);
  return (
    <Form method="post" action={action} className={className} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={refusal?.message} />
      {children}
    </Form>
  );
}

export function SubmitButton({ intent, children }: { intent: JobIntent; children: ReactNode }) {
  const { busy } = useJobForm(intent);
  return (
    <button type="submit" disabled={busy} className={buttonClasses}>
      {children}
    </button>
  );
}

/** A labelled multi-line text of a job's form, required. */
export function JobTextarea({ id, name, label, rows = 3 }: { id: string; name: string; label: string; rows?: number }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
      </label>
      <textarea id={id} name={name} rows={rows} required maxLength={5000} className={inputClasses} />
    </div>
  );
}
