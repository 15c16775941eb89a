export * from './site.ts';
export * from './content.ts';
export * from './messages.ts';
export * from './catalogue.ts';
export * from './accounts.ts';
export * from './newsletter.ts';
export * from './shop.ts';
export * from './audit.ts';
