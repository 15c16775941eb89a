export * from './slug.ts';
export * from './media-type.ts';
export * from './text.ts';
export * from './font-weight.ts';
export * from './pricing.ts';
export * from './customization-cost.ts';
export * from './cart-rules.ts';
export * from './shipping.ts';
