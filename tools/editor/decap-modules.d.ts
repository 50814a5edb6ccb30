// The parts of Decap's modules that editor-page.ts uses; Decap ships no types for them.
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export const DRAFT_VALIDATION_ERRORS: string;
}
declare module 'decap-cms-core/dist/esm/redux' {
  interface FieldsErrors {
    get(id: string): { type?: string; message: string }[] | undefined;
    values(): IterableIterator<{ type?: string; message: string }[]>;
  }
  export const store: {
    dispatch(action: { type: string; payload: unknown }): void;
    getState(): { entryDraft: { get(key: 'fieldsErrors'): FieldsErrors } };
  };
}
declare module 'decap-cms-lib-util' {
  export class APIError extends Error {}
}
