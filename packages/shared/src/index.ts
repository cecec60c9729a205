export * from './api-paths';
export * from './constants';
export * from './envelope';
export * from './error-codes';
export * from './validators';
export * from './schemas/user';
