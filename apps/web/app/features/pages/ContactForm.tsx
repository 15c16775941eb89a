import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation.ts';
import { Form, useActionData, useNavigation, useSubmit } from 'react-router';
import { toast } from 'sonner';
import { contactMessageSchema } from '@atelier/contract/contact';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import {
  contactErrorKey,
  EMPTY_CONTACT_FORM,
  type ContactActionData,
  type ContactField,
  type ContactFormValues,
} from './contact-form.ts';
import { LegalTextLink } from './LegalTextLink.tsx';
import { isFormActionData, type FormActionData } from '../forms/form-answer.ts';

// The contract's schema checks the form in the browser too; its input type (consent: true) is what it
// accepts, while the form starts with an unticked box: the resolver is typed on the form's values.
const resolver = zodResolver(contactMessageSchema) as unknown as Resolver<ContactFormValues>;

const inputClasses =
  'block w-full rounded-xl border border-black/25 bg-white px-4 py-3 text-base text-[#222] ' +
  'focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-primary ' +
  'aria-[invalid=true]:border-red-700';

interface FieldProps {
  field: ContactField;
  label: string;
  required?: boolean;
  error: string | null;
  children: ReactNode;
}

function Field({ field, label, required = false, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={`contact-${field}`} className="mb-1.5 block font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`contact-${field}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form (SPEC §7 POST /message): a plain form posted to the route's action, so it works without
 * JavaScript; once the page is live, react-hook-form checks it with the same schema before sending.
 */
export function ContactForm({ privacyPolicyUrl }: { privacyPolicyUrl: string }) {
  const { t } = useTranslation('pages');
  const posted = useActionData() as ContactActionData | FormActionData | undefined;
  // A form block's answer on the same page is that block's (features/forms), not the contact form's.
  const answer = isFormActionData(posted) ? undefined : posted;
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const values = answer && !answer.ok ? answer.values : EMPTY_CONTACT_FORM;
  const serverErrors = answer && !answer.ok ? answer.errors : {};
  const { register, handleSubmit, reset, formState } = useForm<ContactFormValues>({
    resolver,
    defaultValues: values,
    mode: 'onTouched',
  });
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';

  // Without JavaScript the browser's own checks help; with it, the schema's messages in the page's language.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (!answer?.ok) return;
    toast.success(t('contact.sent'));
    reset(EMPTY_CONTACT_FORM);
  }, [answer, reset, t]);

  const errorOf = (field: ContactField) =>
    formState.errors[field] || (!formState.isSubmitted && serverErrors[field]) ? t(contactErrorKey(field)) : null;
  const describe = (field: ContactField) => ({
    id: `contact-${field}`,
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `contact-${field}-error` : undefined,
  });

  return (
    <Form
      ref={formRef}
      method="post"
      preventScrollReset
      className="space-y-5"
      onSubmit={handleSubmit(() => {
        if (formRef.current) void submit(formRef.current, { method: 'post', preventScrollReset: true });
      })}
    >
      {answer?.ok && !hydrated && (
        <p
          role="status"
          className="rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-700/30"
        >
          {t('contact.sent')}
        </p>
      )}
      {answer && !answer.ok && answer.failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-700/30">
          {t(answer.failure === 'rateLimited' ? 'contact.rateLimited' : 'contact.unavailable')}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="name" label={t('contact.name')} required error={errorOf('name')}>
          <input
            type="text"
            autoComplete="name"
            required
            minLength={2}
            maxLength={100}
            defaultValue={values.name}
            className={inputClasses}
            {...describe('name')}
            {...register('name')}
          />
        </Field>
        <Field field="email" label={t('contact.email')} required error={errorOf('email')}>
          <input
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            className={inputClasses}
            {...describe('email')}
            {...register('email')}
          />
        </Field>
        <Field field="phone" label={t('contact.phone')} error={errorOf('phone')}>
          <input
            type="tel"
            autoComplete="tel"
            maxLength={30}
            defaultValue={values.phone}
            className={inputClasses}
            {...describe('phone')}
            {...register('phone')}
          />
        </Field>
        <Field field="subject" label={t('contact.subject')} required error={errorOf('subject')}>
          <input
            type="text"
            required
            minLength={2}
            maxLength={150}
            defaultValue={values.subject}
            className={inputClasses}
            {...describe('subject')}
            {...register('subject')}
          />
        </Field>
      </div>
      <Field field="message" label={t('contact.message')} required error={errorOf('message')}>
        <textarea
          rows={7}
          required
          minLength={10}
          maxLength={5000}
          defaultValue={values.message}
          className={inputClasses}
          {...describe('message')}
          {...register('message')}
        />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            required
            defaultChecked={values.consent}
            className="mt-1 size-5 shrink-0 accent-primary"
            {...describe('consent')}
            {...register('consent')}
          />
          <label htmlFor="contact-consent" className="text-sm leading-relaxed">
            {t('contact.consent')}{' '}
            <LegalTextLink to={privacyPolicyUrl} className="underline underline-offset-2">
              {t('contact.privacyPolicy')}
            </LegalTextLink>
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </label>
        </div>
        {errorOf('consent') && (
          <p id="contact-consent-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errorOf('consent')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm opacity-80">{t('contact.requiredFields')}</p>
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-primary px-7 py-3 font-semibold text-white transition hover:brightness-110 disabled:opacity-60"
        >
          {sending ? t('contact.sending') : t('contact.send')}
        </button>
      </div>
    </Form>
  );
}
