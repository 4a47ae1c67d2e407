/** Prompt templates and their estimates, shared by the back-office and the API. */
export * from './estimate';
export * from './step';
export * from './template';
export * from './variables';
