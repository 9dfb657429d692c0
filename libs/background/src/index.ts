export * from './background-work';
export * from './features';
export * from './background-thread';
