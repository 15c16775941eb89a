export * from './locale.ts';
export * from './geography.ts';
export * from './parameters.ts';
export * from './page-blocks.ts';
export * from './envelope.ts';
export * from './site.ts';
export * from './content.ts';
export * from './contact.ts';
