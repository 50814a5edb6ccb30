/**
 * Several failures of the rules thrown at once (throwAll in region-rules.ts): its message is
 * theirs, one a line, each once, as check:data and the build print it; `failures` keeps each
 * failure as thrown (a DataError keeps its problems' fields and message keys), so that the form
 * editor can name each at its field and in the marketer's language.
 */
export class RuleFailures extends Error {
  readonly failures: readonly Error[];

  constructor(failures: readonly Error[], message: string) {
    super(message);
    this.failures = failures;
  }
}
