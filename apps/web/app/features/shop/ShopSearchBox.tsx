import { useId, type Ref } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { buttonClasses, fieldClasses } from './ProductSort.tsx';

interface SearchFieldProps {
  /** The id of the form the field belongs to when it stands outside it (the search page's filters). */
  form?: string;
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** The words to search for and their button (`search` of a GET form). */
export function SearchField({ form, defaultValue, inputRef, className = '' }: SearchFieldProps) {
  const { t } = useTranslation('shop');
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {t('search.label')}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="search"
          form={form}
          defaultValue={defaultValue}
          className={`${fieldClasses} min-w-0 flex-1`}
        />
        <button type="submit" form={form} className={buttonClasses}>
          {t('search.submit')}
        </button>
      </div>
    </div>
  );
}

/** A search box on the shop's pages, leading to the search page (a GET form: it works without JavaScript). */
export function ShopSearchBox({ searchUrl }: { searchUrl: string }) {
  return (
    <Form method="get" action={searchUrl} role="search">
      <SearchField className="w-80 max-w-full" />
    </Form>
  );
}
