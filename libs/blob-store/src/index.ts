export * from './blob-store';
export * from './file-blob-store';
export * from './gridfs-blob-store';
