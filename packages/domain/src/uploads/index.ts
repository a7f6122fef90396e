export * from './messages.ts';
export * from './rules.ts';
export * from './format.ts';
export * from './names.ts';
export * from './storage-errors.ts';
export * from './files.ts';
export * from './queue.ts';
export * from './progress.ts';
