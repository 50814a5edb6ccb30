export interface DataProblem {
  field: string;
  message: string;
}

/** Bad content: names the file and the field so an author can fix it without reading code. */
export class DataError extends Error {
  override name = 'DataError';
  readonly file: string;
  readonly problems: readonly DataProblem[];

  constructor(file: string, problems: readonly DataProblem[]) {
    super(problems.map(({ field, message }) => `${file}: ${field || '(file)'}: ${message}`).join('\n'));
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
