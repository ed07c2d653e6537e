import { NO_NUL_PATTERN } from '@cedar/shared/contract';
import type { FastifySchemaValidationError } from 'fastify';

/**
 * PostgreSQL data exceptions (SQLSTATE class 22) that an input value causes, with what to tell
 * the caller. Other codes of the class (division by zero and the like) are the server's own
 * faults and stay 500.
 */
const INPUT_ERRORS: Record<string, string> = {
  '22001': 'a text is too long.',
  '22003': 'a number is out of range.',
  '22007': 'a date or time is not valid.',
  '22008': 'a date or time is out of range.',
  '22021': 'a text holds a character that cannot be stored (such as NUL).',
  '22P02': 'a value is not in the expected form.',
  '22P05': 'a text holds a character that cannot be stored (such as NUL).',
};

/**
 * What to tell the caller when the database refused one of their values, or null when the
 * error is not such a refusal. Drivers and the query builder wrap the database's error, so the
 * chain of causes is followed.
 */
export function refusedInput(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(INPUT_ERRORS, code)) return INPUT_ERRORS[code]!;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The value at a JSON pointer (`/a/0/b`) inside the input, if any. */
function valueAt(input: unknown, pointer: string): unknown {
  let value = input;
  for (const part of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

/**
 * A validation error as `context/path message, ...` (Fastify's own form), with the NUL rule of
 * the Text schema said in words rather than as its pattern (a NUL in the text, or the pattern the
 * text was meant to match).
 */
export function validationMessage(errors: FastifySchemaValidationError[], context: string, input: unknown): string {
  return errors
    .map((error) => {
      const where = `${context}${error.instancePath}`;
      const pattern = (error.params as { pattern?: unknown }).pattern;
      if (error.keyword !== 'pattern' || typeof pattern !== 'string' || !pattern.startsWith(NO_NUL_PATTERN)) {
        return `${where} ${error.message}`;
      }
      const value = valueAt(input, error.instancePath);
      const own = pattern.slice(NO_NUL_PATTERN.length).replace(/^\(\?:([\s\S]*)\)$/, '$1');
      if (typeof value === 'string' && value.includes('\u0000')) return `${where} must not contain NUL characters`;
      return `${where} must match pattern "${own}"`;
    })
    .join(', ');
}
