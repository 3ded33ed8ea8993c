export * from './auth';
export * from './common';
export * from './health';
export * from './invites';
export * from './profile';
export * from './rights';
export * from './validation';
