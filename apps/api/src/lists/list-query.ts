import type { ListQueryErrorKey } from '@atelier/contract';
import type { MessageKey } from '../i18n/api-messages.ts';

/**
 * The list query language moved to the contract (packages/contract/src/list-query.ts): a list endpoint's
 * declaration takes its query schema. The API's repositories and services keep importing it from here.
 */
export {
  DEFAULT_NB_ITEM,
  MAX_NB_ITEM,
  OPERATORS,
  parseListQuery,
  type FieldType,
  type FilterValue,
  type ListField,
  type ListFilter,
  type ListQuery,
  type ListQueryError,
  type ListQueryResult,
  type ListSpec,
  type Operator,
} from '@atelier/contract';

/** Does not compile when an error key of the list language has no message in the API's catalogues. */
type Translated<K extends MessageKey> = K;
export type ListQueryMessageKey = Translated<ListQueryErrorKey>;
