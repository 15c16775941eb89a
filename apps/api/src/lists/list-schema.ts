/** The list query schema moved to the contract with the list language (declarations take it). */
export { listQuerySchema } from '@atelier/contract';
