export * from './system';
export * from './members';
export * from './content';
export * from './feedback';
export * from './auth';
export * from './search';
export * from './access';
export * from './reader';
