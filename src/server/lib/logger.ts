import { redactLogData, scrubText } from './log-redact.ts';

export interface Logger {
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

/** A JSON-lines logger whose every line passes through the redaction list (lib/log-redact.ts). */
export function createLogger(write: (level: 'info' | 'warn' | 'error', line: string) => void): Logger {
  const line = (level: 'info' | 'warn' | 'error', msg: string, data?: Record<string, unknown>) =>
    write(level, JSON.stringify({ level, msg: scrubText(msg), ...(data ? (redactLogData(data) as Record<string, unknown>) : {}) }));
  return {
    info: (msg, data) => line('info', msg, data),
    warn: (msg, data) => line('warn', msg, data),
    error: (msg, data) => line('error', msg, data),
  };
}

export const consoleLogger: Logger = createLogger((level, text) =>
  level === 'info' ? console.log(text) : level === 'warn' ? console.warn(text) : console.error(text),
);

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
