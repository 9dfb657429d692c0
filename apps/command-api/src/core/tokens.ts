/** DI tokens: everything outside the wiring depends on the port's interface behind one of these. */
export const CONFIG = Symbol('AppConfig');
export const EVENT_STORE = Symbol('EventStore');
export const SESSION_STORE = Symbol('SessionStore');
export const CREDENTIALS = Symbol('CredentialStore');
export const NOTIFIER = Symbol('ChangeNotifier');
export const CATALOG = Symbol('ReadModelCatalog');
export const CLOCK = Symbol('Clock');
export const RUNTIME = Symbol('Runtime');
export const BLOB_STORE = Symbol('BlobStore');
