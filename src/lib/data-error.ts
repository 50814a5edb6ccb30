import type { RuleText } from './rule-messages.ts';

export interface DataProblem {
  field: string;
  /** In English: what check:data and the build print. */
  message: string;
  /** The message's key and values where it is a rule's (rule-messages.ts), for the editor's language. */
  text?: RuleText;
}

/** What no field of a file stands for in a DataError's line: the file itself. */
const WHOLE_FILE = '(file)';

/** Bad content: names the file and the field so an author can fix it without reading code. */
export class DataError extends Error {
  override name = 'DataError';
  readonly file: string;
  readonly problems: readonly DataProblem[];

  constructor(file: string, problems: readonly DataProblem[]) {
    super(problems.map(({ field, message }) => `${file}: ${field || WHOLE_FILE}: ${message}`).join('\n'));
    this.file = file;
    this.problems = problems;
  }
}

/** `nav[2].children[0].link` from a Zod issue path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('');
}

/** `['nav', 2, 'children', 0, 'link']` from `nav[2].children[0].link`: the inverse of fieldPath. */
export function fieldSegments(field: string): (string | number)[] {
  if (field === '' || field === WHOLE_FILE) return [];
  return [...field.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)].map(([, index, key]) =>
    index === undefined ? key! : Number(index),
  );
}

/** One line of a DataError's message (`file: field: message`, as check:data prints it) read back; undefined for another line. */
export function problemOfLine(line: string): { file: string; field: string; message: string } | undefined {
  const match = /^([^\s:][^:]*): ([^:]*): ([\s\S]+)$/.exec(line);
  if (!match) return undefined;
  const [, file, field, message] = match;
  return { file: file!, field: field === WHOLE_FILE ? '' : field!, message: message! };
}
