export * from './auth';
export * from './enums';
export * from './invites';
export * from './logs';
export * from './translations';
export * from './users';
export * from './workspaces';
