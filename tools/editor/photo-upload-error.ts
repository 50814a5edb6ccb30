import type { RuleText } from '../../src/lib/rule-messages.ts';

/** A photo upload the form editor refuses (product-photo-media.ts), in the words Decap shows the marketer. */
export class PhotoUploadError extends Error {
  override name = 'PhotoUploadError';
  /** The rule's message by key, where it is one, to say it in the editor's language. */
  readonly text: RuleText | undefined;
  constructor(message: string, text?: RuleText) {
    super(message);
    this.text = text;
  }
}
