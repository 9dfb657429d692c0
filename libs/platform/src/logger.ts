/** The little logging the libraries need; NestJS's Logger satisfies it. */
export interface AppLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string, trace?: string): void;
}

export const consoleLogger: AppLogger = {
  log: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, trace) => console.error(trace ? `${message}\n${trace}` : message),
};

export const silentLogger: AppLogger = { log: () => undefined, warn: () => undefined, error: () => undefined };
