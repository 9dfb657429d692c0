/** How money and dates read, and how the notary types them: one module for every feature. */
export * from './money';
export * from './dates';
